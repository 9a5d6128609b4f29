import type { Pipeline } from '../workflow'
import type { Language } from '../../schemas/language'

/** A sentence in each language the site is written in, given who answers and when. */
export type PromiseWords = Record<Language, (who: string, when: string) => string>

/** What makes one kind of lead different, as both apps read it (the CMS's module adds intake, desk and emails). */
export interface LeadKindFacts<Kind extends string = string, Collection extends string = string> {
  /** The kind's name: its desk column value, its endpoint's last segment and its key everywhere else. */
  kind: Kind
  /** What staff call one of them. */
  label: string
  /** The CMS collection that keeps what the visitor sent. */
  collection: Collection
  /** Shown to the visitor on the thank-you page and in emails, e.g. EST-1A2B3C4D. */
  referencePrefix: string
  pipeline: Pipeline
  /** How it reaches us: a form on the site or a call to a tracked number (Google Ads' event source). */
  channel: 'web' | 'phone'
  /** Whether the campaign reports count it as a lead (a review is feedback, not a prospect). */
  countsAsLead: boolean
  /**
   * Whether a new one goes at once to the next on-duty member of its location's team and waits on the
   * first-contact clock (a prospect the office calls back; not feedback, not the hiring team's mail).
   */
  routedToTeam: boolean
  /**
   * What the page that took it promises the visitor, given who answers ("Dana from our Seattle team") and
   * when ("within 5 minutes"); the thank-you page and the customer's email both say this sentence
   * (leadPromise), in the visitor's language, so they never disagree. Null: no promise.
   */
  promise: PromiseWords | null
  /** Who answers, when it is always the same team whatever the location (the hiring team). */
  answeredBy?: Record<Language, string>
}

/** Declares one kind's facts, keeping its name and collection as literal types for the registry. */
export function defineLeadKind<const Kind extends string, const Collection extends string>(
  facts: LeadKindFacts<Kind, Collection>,
): LeadKindFacts<Kind, Collection> {
  return facts
}
