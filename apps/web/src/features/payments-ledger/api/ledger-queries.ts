import { LEDGER_STATUS_FILTERS, type LedgerQuery, type PaymentProgram, type ProgramLedger } from '@ecs/shared/payments'
import { LOCATION_SLUGS } from '@ecs/shared/catalog'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router-dom'

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.includes(value as T) ? (value as T) : undefined

function queryString(filters: LedgerQuery): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value)
  const text = params.toString()
  return text ? `?${text}` : ''
}

export const ledgerPath = (program: PaymentProgram, filters: LedgerQuery) =>
  `/api/payments/ledger/${program}${queryString(filters)}`

export const ledgerExportPath = (program: PaymentProgram, filters: LedgerQuery) =>
  `/api/payments/ledger/${program}/export.csv${queryString(filters)}`

export function useLedger(program: PaymentProgram, filters: LedgerQuery) {
  return useQuery<ProgramLedger>({ queryKey: [ledgerPath(program, filters)], placeholderData: keepPreviousData })
}

/** The page's filters live in its address (?period=2026-11&status=overdue&q=...), so a view can be shared. */
export function useLedgerFilters(): [LedgerQuery, (change: LedgerQuery) => void] {
  const [params, setParams] = useSearchParams()
  const filters = useMemo<LedgerQuery>(() => {
    const period = params.get('period')
    return {
      period: period && /^\d{4}-(0[1-9]|1[0-2])$/.test(period) ? period : undefined,
      status: oneOf(LEDGER_STATUS_FILTERS, params.get('status')),
      location: oneOf(LOCATION_SLUGS, params.get('location')),
      q: params.get('q')?.trim() || undefined,
    }
  }, [params])
  const update = useCallback(
    (change: LedgerQuery) =>
      setParams(() => {
        const next = new URLSearchParams()
        for (const [key, value] of Object.entries(change)) if (value) next.set(key, value)
        return next
      }),
    [setParams],
  )
  return [filters, update]
}
