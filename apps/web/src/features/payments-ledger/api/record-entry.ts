import { ProblemError } from '@ecs/shared/http'
import type { RecordPaymentInput } from '@ecs/shared/payments'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { callApi } from '../../../lib/api-client'
import { queriesOf } from '../../../lib/api-query'

/** Records a payment or refund; every payment page's figures are read again once it is saved. */
export function useRecordEntry() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (entry: RecordPaymentInput) => callApi('paymentRecord', { json: entry }),
    onSuccess: () => client.invalidateQueries({ predicate: queriesOf('paymentLedger') }),
  })
}

export const problemOf = (error: unknown) => (error instanceof ProblemError ? error.details : undefined)
