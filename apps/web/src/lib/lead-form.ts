import { apiPath, type ApiName, type LeadAccepted } from '@ecs/shared/api'
import { ATTRIBUTION_SESSION_KEY } from '@ecs/shared/attribution'
import { ProblemError } from '@ecs/shared/http'
import { apiRequest, isUnreachable, type ApiRequest } from './api-client'
import { toFieldErrorMap, type FieldErrorMap } from './field-errors'
import type * as LeadValidation from './lead-validation'
import type { LeadSchemaName } from './lead-validation'

// zod and the schemas are about 25 KB gzip, a fifth of a page's JavaScript budget, and no visitor
// needs them before pressing a button: they load with the first check, or when a form gets focus.
let loadedChecks: typeof LeadValidation | undefined
const loadLeadValidation = () => import('./lead-validation').then((checks) => (loadedChecks = checks))

/** Starts loading the checks ahead of the first one (a form's onFocus). */
export function preloadLeadChecks(): void {
  void loadLeadValidation()
}

/**
 * The same zod schema the server uses, run in the browser: errors keyed by field. When the checks
 * cannot be loaded (a dropped connection, a deploy that replaced the chunk) the answers go unchecked
 * to the server, which checks them with the same schema and names the fields itself.
 */
export async function checkLead(name: LeadSchemaName, value: unknown): Promise<FieldErrorMap> {
  let validation: Awaited<ReturnType<typeof loadLeadValidation>>
  try {
    validation = await loadLeadValidation()
  } catch (error) {
    console.warn('[lead-form] the browser-side checks did not load; the server will check', error)
    return {}
  }
  return validation.validateLead(name, value)
}

/** The visit's attribution id (written by the attribution feature on load), if any. */
export function readAttributionSessionId(): string | undefined {
  try {
    return window.localStorage.getItem(ATTRIBUTION_SESSION_KEY) ?? undefined
  } catch {
    return undefined
  }
}

/** A lead as sent: its answers as JSON, or as form data when a file goes with them. */
export type LeadRequest = { json: Record<string, unknown> } | { body: FormData }

/** The public lead forms' endpoints in the API contract. */
export type LeadEndpoint = Extract<ApiName, `lead${string}`>

export interface LeadRefused {
  ok: false
  /** The server's explanation (in English), or null when the lead did not reach the server. */
  message: string | null
  fieldErrors: FieldErrorMap
}

/**
 * Sends one lead to its endpoint and reads the answer: accepted, refused with field errors
 * (422), or refused as a whole (rate limit, network, server trouble) with a message to show. Every
 * lead carries its idempotency key, so sending it again can never make two leads: when it did not get
 * through, it is sent again by itself, four times, waiting longer each time (`onRetry` says when, so the
 * form can tell the visitor it is still sending), before the visitor is asked to try again.
 */
export async function postLead(
  endpoint: LeadEndpoint,
  lead: LeadRequest,
  onRetry?: () => void,
  fetchImpl?: ApiRequest['fetch'],
): Promise<LeadAccepted | LeadRefused> {
  try {
    const answer = await apiRequest<Partial<LeadAccepted> | undefined>(apiPath(endpoint), {
      ...lead,
      method: 'POST',
      retryWhenNotThrough: true,
      onRetry,
      fetch: fetchImpl,
    })
    return {
      ok: true,
      reference: answer?.reference ?? '',
      location: answer?.location ?? null,
      routing: answer?.routing ?? null,
      ...(answer?.photos && { photos: answer.photos }),
      ...(answer?.booking && { booking: answer.booking }),
    }
  } catch (error) {
    if (!(error instanceof ProblemError) || isUnreachable(error)) return { ok: false, message: null, fieldErrors: {} }
    return { ok: false, message: error.details.detail, fieldErrors: toFieldErrorMap(error.details.errors ?? []) }
  }
}

/**
 * Sends a lead as the page goes away (`navigator.sendBeacon`: the browser delivers it after the page is
 * gone, and no answer is read). JSON like every lead, without the answers `schema` refuses when the checks
 * have loaded (a form's first check or focus loads them; a page going away cannot wait for them); answers
 * whether the browser took it, false when nothing the server would take was left to send.
 */
export function sendLeadBeacon(endpoint: LeadEndpoint, schema: LeadSchemaName, body: Record<string, unknown>): boolean {
  if (typeof navigator.sendBeacon !== 'function') return false
  const sent = loadedChecks ? loadedChecks.withoutRefusedAnswers(schema, body) : body
  if (sent === undefined) return false
  return navigator.sendBeacon(apiPath(endpoint), new Blob([JSON.stringify(sent)], { type: 'application/json' }))
}
