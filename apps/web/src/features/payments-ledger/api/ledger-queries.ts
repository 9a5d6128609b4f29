import { apiPath } from '@ecs/shared/api'
import { ledgerQuerySchema, type LedgerQuery, type PaymentProgram } from '@ecs/shared/payments'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { apiQuery } from '../../../lib/api-query'
import { useSearchFilters } from '../../../lib/use-search-filters'

export const ledgerExportPath = (program: PaymentProgram, filters: LedgerQuery) =>
  apiPath('paymentLedgerExport', { params: { program }, query: filters })

export function useLedger(program: PaymentProgram, filters: LedgerQuery) {
  return useQuery({
    ...apiQuery('paymentLedger', { params: { program }, query: filters }),
    placeholderData: keepPreviousData,
  })
}

/** The page's filters in its address (?period=2026-11&status=overdue&q=...); the form sends them all at once. */
export function useLedgerFilters(): [LedgerQuery, (change: LedgerQuery) => void] {
  const { filters, update } = useSearchFilters(ledgerQuerySchema)
  return [filters, update]
}
