import { ProblemError } from '@ecs/shared/http'
import type { RecordPaymentInput } from '@ecs/shared/payments'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client'

/** Records a payment or refund; every payment page's figures are read again once it is saved. */
export function useRecordEntry() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (entry: RecordPaymentInput) => apiRequest('/api/payments/entries', { method: 'POST', json: entry }),
    onSuccess: () =>
      client.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith('/api/payments/ledger/') }),
  })
}

export const problemOf = (error: unknown) => (error instanceof ProblemError ? error.details : undefined)
