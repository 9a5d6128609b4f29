import { readToken, signToken } from '../utilities/signed-link'

export interface QuoteLink {
  quoteId: number
  version: number
  /** Seconds since 1970 after which the link answers that it expired. */
  expiresAt: number
}

export type ReadLink = { ok: true; link: QuoteLink } | { ok: false; reason: 'altered' | 'expired' }

/** The token of a customer's quote link: the quote version's id, its version and expiry, signed. */
export function signQuoteLink(link: QuoteLink): string {
  return signToken('quote', [link.quoteId, link.version, link.expiresAt])
}

/** What a quote link's token names, once its signature holds (readToken). */
export function readQuoteLink(token: string, now = new Date()): ReadLink {
  const read = readToken('quote', token, 3, now)
  if (!read.ok) return read
  const [quoteId, version, expiresAt] = read.parts as [number, number, number]
  return { ok: true, link: { quoteId, version, expiresAt } }
}

/** A link to a quote valid until `validUntil` (YYYY-MM-DD) works through that day's end, UTC, and a day more for time zones. */
export function linkExpiry(validUntil: string): number {
  return Math.floor(Date.parse(`${validUntil}T23:59:59Z`) / 1000) + 86_400
}
