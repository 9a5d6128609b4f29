import { ATTRIBUTION_SESSION_KEY } from '@ecs/shared/attribution'
import { fieldErrors, type FieldError } from '@ecs/shared/schemas'
import type { z } from 'zod'

/** Field path ("contact.email") -> the message shown under that field. */
export type FieldErrorMap = Record<string, string>

export function toFieldErrorMap(errors: readonly FieldError[]): FieldErrorMap {
  const map: FieldErrorMap = {}
  for (const { field, message } of errors) map[field] ??= message
  return map
}

/** The same zod schema the server uses, run in the browser: errors keyed by field. */
export function validateWith(schema: z.ZodType, value: unknown): FieldErrorMap {
  const result = schema.safeParse(value)
  return result.success ? {} : toFieldErrorMap(fieldErrors(result.error))
}

/** The visit's attribution id (written by the attribution feature on load), if any. */
export function readAttributionSessionId(): string | undefined {
  try {
    return window.localStorage.getItem(ATTRIBUTION_SESSION_KEY) ?? undefined
  } catch {
    return undefined
  }
}

export interface LeadAccepted {
  ok: true
  reference: string
  location: string | null
}

export interface LeadRefused {
  ok: false
  message: string
  fieldErrors: FieldErrorMap
}

/**
 * Sends one lead to its /api/leads endpoint and reads the answer: accepted, refused with field errors
 * (422), or refused as a whole (rate limit, network, server trouble) with a message to show.
 */
export async function postLead(path: string, body: BodyInit, contentType?: string): Promise<LeadAccepted | LeadRefused> {
  let response: Response
  try {
    response = await fetch(path, { method: 'POST', headers: contentType ? { 'content-type': contentType } : undefined, body })
  } catch {
    return { ok: false, message: 'We could not reach our server. Check your connection and try again; your answers are kept.', fieldErrors: {} }
  }
  const answer = (await response.json().catch(() => undefined)) as { ok?: boolean; reference?: string; location?: string | null; error?: string; fieldErrors?: FieldError[] } | undefined
  if (response.ok && answer?.ok) return { ok: true, reference: answer.reference ?? '', location: answer.location ?? null }
  return {
    ok: false,
    message: answer?.error ?? 'Something went wrong on our side. Please try again in a moment; your answers are kept.',
    fieldErrors: toFieldErrorMap(answer?.fieldErrors ?? []),
  }
}
