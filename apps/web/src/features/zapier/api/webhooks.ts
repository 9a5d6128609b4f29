import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'

/** The events a hook can subscribe to (the CMS's webhooks collection options). */
export const WEBHOOK_EVENTS = [
  { value: 'estimate.requested', label: 'Estimate requested' },
  { value: 'plan.signup', label: 'Plan signup' },
  { value: 'application.received', label: 'Job application received' },
  { value: 'review.submitted', label: 'Review submitted' },
] as const

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

async function send(path: string, init: RequestInit): Promise<unknown> {
  const response = await fetch(path, {
    credentials: 'same-origin',
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  })
  const body = (await response.json().catch(() => ({}))) as {
    errors?: { message: string; data?: { errors?: { message: string }[] } }[]
    error?: string
  }
  if (!response.ok) {
    const detail = body.errors?.[0]?.data?.errors?.[0]?.message ?? body.errors?.[0]?.message ?? body.error
    throw new Error(detail ?? `The CMS answered ${response.status}.`)
  }
  return body
}

export function useRegisterWebhook() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (hook: { name: string; event: string; url: string }) =>
      send('/api/webhooks', { method: 'POST', body: JSON.stringify(hook) }),
    onSuccess: () => client.invalidateQueries({ queryKey: [HOOKS_KEY] }),
  })
}

export function useSendTestEvent() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (hookId: number) =>
      send(`/api/webhooks/${hookId}/test`, { method: 'POST' }) as Promise<{ deliveryId: number }>,
    onSuccess: () => client.invalidateQueries({ queryKey: [DELIVERIES_KEY] }),
  })
}
