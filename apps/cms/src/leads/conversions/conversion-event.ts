import {
  CONVERSION_CURRENCY,
  LEAD_KIND_FACTS,
  normaliseEmail,
  normalisePhone,
  sha256Hex,
  type LeadKind,
} from '@ecs/shared/leads'
import type { ConversionKind } from '../../collections/ads-conversion-uploads'
import type { IngestEventsRequest } from './data-manager'

/** One lead's conversion, as the desk knows it (conversion-facts.ts reads it). */
export interface ConversionFacts {
  kind: LeadKind
  reference: string
  conversion: ConversionKind
  at: Date
  /** The won job's value; null for a qualified lead. */
  value: number | null
  email: string | null
  phone: string | null
  gclid: string | null
  gbraid: string | null
  wbraid: string | null
}

/** Where the conversions go and what the customers agreed to (the google-ads global's Data Manager group). */
export interface DataManagerSettings {
  customerId: string
  loginCustomerId: string | null
  conversionActionId: string
  adUserData: 'granted' | 'denied'
  adPersonalization: 'granted' | 'denied'
}

const CONSENT = { granted: 'CONSENT_GRANTED', denied: 'CONSENT_DENIED' } as const

/**
 * The id Google de-duplicates a conversion by (per conversion action): the lead's reference and which
 * conversion it is, so sending one lead's won job again never counts it twice.
 */
export const transactionIdOf = (facts: Pick<ConversionFacts, 'reference' | 'conversion'>) =>
  `${facts.reference}-${facts.conversion}`

/** Whether Google could match the conversion to an ad click at all: a click id, or an email or phone. */
export function isMatchable(facts: ConversionFacts): boolean {
  return Boolean(
    facts.gclid || facts.gbraid || facts.wbraid || facts.email || (facts.phone && normalisePhone(facts.phone)),
  )
}

/** The one click id Google takes per event: the gclid, else the gbraid, else the wbraid. */
function adIdentifiers({ gclid, gbraid, wbraid }: ConversionFacts) {
  if (gclid) return { gclid }
  if (gbraid) return { gbraid }
  if (wbraid) return { wbraid }
  return undefined
}

/**
 * The customer's email and phone, normalised as Google specifies and SHA-256 hashed (hex), for enhanced
 * conversions for leads; never in the clear.
 */
async function userIdentifiers({ email, phone }: ConversionFacts) {
  const e164 = phone ? normalisePhone(phone) : null
  return [
    ...(email ? [{ emailAddress: await sha256Hex(normaliseEmail(email)) }] : []),
    ...(e164 ? [{ phoneNumber: await sha256Hex(e164) }] : []),
  ]
}

/**
 * The Data Manager `events.ingest` request for one conversion: the Google Ads account and conversion
 * action as its destination, the event with its time, transaction id, click id, hashed identifiers, the
 * won job's value in the business's currency, where it happened (a phone call or the website), and the
 * consent the business records for its customers.
 */
export async function conversionEvent(
  facts: ConversionFacts,
  settings: DataManagerSettings,
): Promise<IngestEventsRequest> {
  const consent = {
    adUserData: CONSENT[settings.adUserData],
    adPersonalization: CONSENT[settings.adPersonalization],
  }
  const identifiers = await userIdentifiers(facts)
  const seconds = Math.floor(facts.at.getTime() / 1000)
  return {
    destinations: [
      {
        operatingAccount: { accountType: 'GOOGLE_ADS', accountId: settings.customerId },
        ...(settings.loginCustomerId && {
          loginAccount: { accountType: 'GOOGLE_ADS', accountId: settings.loginCustomerId },
        }),
        productDestinationId: settings.conversionActionId,
      },
    ],
    encoding: 'HEX',
    consent,
    events: [
      {
        transactionId: transactionIdOf(facts),
        eventTimestamp: { seconds, nanos: (facts.at.getTime() % 1000) * 1_000_000 },
        eventSource: LEAD_KIND_FACTS[facts.kind].channel === 'phone' ? 'PHONE' : 'WEB',
        consent,
        ...(adIdentifiers(facts) && { adIdentifiers: adIdentifiers(facts) }),
        ...(identifiers.length > 0 && { userData: { userIdentifiers: identifiers } }),
        ...(facts.value !== null && { conversionValue: facts.value, currency: CONVERSION_CURRENCY }),
      },
    ],
  }
}
