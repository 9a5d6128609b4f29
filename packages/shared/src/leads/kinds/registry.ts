import { careerApplicationFacts } from './career-application'
import { communitySignupFacts } from './community-signup'
import { estimateFacts } from './estimate'
import type { LeadKindFacts } from './lead-kind'
import { phoneCallFacts } from './phone-call'
import { planSignupFacts } from './plan-signup'
import { reviewFacts } from './review'
import { unfinishedEstimateFacts } from './unfinished-estimate'

/**
 * Every kind of lead the desk works, one per public form and the phone calls, in the order staff see them.
 * A new kind is a module beside these, listed here (and in the CMS's registry, with its migration).
 */
const KINDS = [
  estimateFacts,
  unfinishedEstimateFacts,
  phoneCallFacts,
  planSignupFacts,
  communitySignupFacts,
  careerApplicationFacts,
  reviewFacts,
] as const

type Registered = (typeof KINDS)[number]
export type LeadKind = Registered['kind']
export type LeadCollection = Registered['collection']

/** The names of a list of kinds, as a tuple of literals (a zod enum and a select's options take it). */
type NamesOf<Kinds extends readonly { kind: string }[]> = { readonly [Index in keyof Kinds]: Kinds[Index]['kind'] }

export const LEAD_KINDS = KINDS.map((facts) => facts.kind) as unknown as NamesOf<typeof KINDS>

export const LEAD_KIND_FACTS: Readonly<{ [Kind in LeadKind]: Extract<Registered, { kind: Kind }> }> =
  Object.fromEntries(KINDS.map((facts) => [facts.kind, facts])) as never

export type { LeadKindFacts }

export function isLeadKind(value: unknown): value is LeadKind {
  return LEAD_KINDS.includes(value as LeadKind)
}

export function kindOfCollection(collection: string): LeadKind | undefined {
  return KINDS.find((facts) => facts.collection === collection)?.kind
}

/**
 * A submission's reference: the kind's prefix and the first eight hex digits of its idempotency key,
 * so a retried submit gets the same reference without a lookup. Not unique: two keys may share eight
 * digits (at 100,000 leads of one kind about one pair is expected), so staff search finds both.
 */
export function leadReference(kind: LeadKind, idempotencyKey: string): string {
  return `${LEAD_KIND_FACTS[kind].referencePrefix}-${idempotencyKey.replaceAll('-', '').slice(0, 8).toUpperCase()}`
}

/** The kind a reference was made for, by its prefix (RES-1A2B3C4D is a resident signup). */
export function kindOfReference(reference: string): LeadKind | undefined {
  const prefix = reference.split('-', 1)[0]
  return KINDS.find((facts) => facts.referencePrefix === prefix)?.kind
}
