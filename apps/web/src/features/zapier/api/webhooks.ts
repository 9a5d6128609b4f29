import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client'

export interface Webhook {
  id: number
  name: string
  event: string
  url: string
  active?: boolean | null
}

export interface WebhookDelivery {
  id: number
  event: string
  test?: boolean | null
  status: string
  attempts: number
  responseCode?: number | null
  lastError?: string | null
  lastAttemptAt?: string | null
  deliveredAt?: string | null
  createdAt: string
  webhook: Webhook | number
}

const HOOKS_KEY = '/api/webhooks?depth=0&limit=100&sort=name'
const DELIVERIES_KEY = '/api/webhook-deliveries?depth=1&limit=50&sort=-createdAt'

export function useWebhooks() {
  return useQuery<{ docs: Webhook[] }>({ queryKey: [HOOKS_KEY] })
}

/** Refreshed every few seconds while open: deliveries change as the job queue works. */
export function useDeliveries() {
  return useQuery<{ docs: WebhookDelivery[] }>({ queryKey: [DELIVERIES_KEY], refetchInterval: 5000 })
}

export function useRegisterWebhook() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (hook: { name: string; event: string; url: string }) => apiRequest('/api/webhooks', { json: hook }),
    onSuccess: () => client.invalidateQueries({ queryKey: [HOOKS_KEY] }),
  })
}

export function useSendTestEvent() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (hookId: number) =>
      apiRequest<{ deliveryId: number }>(`/api/webhooks/${hookId}/test`, { method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: [DELIVERIES_KEY] }),
  })
}
