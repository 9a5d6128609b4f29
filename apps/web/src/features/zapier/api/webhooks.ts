import { apiPath } from '@ecs/shared/api'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { callApi } from '../../../lib/api-client'

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
  /** Empty once the hook is deleted; hookName and hookUrl keep where the event went. */
  webhook: Webhook | number | null
  hookName?: string | null
  hookUrl?: string | null
}

const HOOKS_KEY = apiPath('webhooks', { query: 'depth=0&limit=100&sort=name' })
const DELIVERIES_KEY = apiPath('webhookDeliveries', { query: 'depth=1&limit=50&sort=-createdAt' })

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
    mutationFn: (hook: Parameters<typeof callApi<'webhookCreate'>>[1]['json']) =>
      callApi('webhookCreate', { json: hook }),
    onSuccess: () => client.invalidateQueries({ queryKey: [HOOKS_KEY] }),
  })
}

/** Pauses (no events are sent to it) or resumes a hook. */
export function useSetWebhookActive() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ hookId, active }: { hookId: number; active: boolean }) =>
      callApi('webhookUpdate', { params: { id: hookId }, json: { active } }),
    onSuccess: () => client.invalidateQueries({ queryKey: [HOOKS_KEY] }),
  })
}

/** Deletes a hook; its deliveries stay in the log under the name and URL it had. */
export function useDeleteWebhook() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (hookId: number) => callApi('webhookDelete', { params: { id: hookId } }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: [HOOKS_KEY] }),
        client.invalidateQueries({ queryKey: [DELIVERIES_KEY] }),
      ]),
  })
}

export function useSendTestEvent() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (hookId: number) => callApi('webhookTest', { params: { id: hookId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: [DELIVERIES_KEY] }),
  })
}
