import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto'
import { env } from '../env'

/** The key quote links are signed with: its own secret, or one derived from Payload's (never Payload's itself). */
const KEY = env.QUOTE_LINK_SECRET
  ? Buffer.from(env.QUOTE_LINK_SECRET)
  : Buffer.from(hkdfSync('sha256', env.PAYLOAD_SECRET, 'clearview', 'quote-links', 32))

export interface QuoteLink {
  quoteId: number
  version: number
  /** Seconds since 1970 after which the link answers that it expired. */
  expiresAt: number
}

export type ReadLink = { ok: true; link: QuoteLink } | { ok: false; reason: 'altered' | 'expired' }

const signatureOf = ({ quoteId, version, expiresAt }: QuoteLink) =>
  createHmac('sha256', KEY).update(`quote:${quoteId}:${version}:${expiresAt}`).digest()

/**
 * The token of a customer's quote link: the quote version's id, its version and expiry, and their HMAC,
 * in lowercase letters, digits and dashes: one path segment the site's paths (matched lowercase) keep as is.
 */
export function signQuoteLink(link: QuoteLink): string {
  return `${link.quoteId}-${link.version}-${link.expiresAt}-${signatureOf(link).toString('hex')}`
}

const TOKEN = /^([1-9]\d{0,9})-([1-9]\d{0,5})-([1-9]\d{0,10})-([0-9a-f]{64})$/

/**
 * What a link's token names, once its signature holds: anything changed in it (or not made by us) is
 * `altered`, a signed one past its expiry `expired`. The signature is checked before the expiry, so a
 * forged token learns nothing about dates.
 */
export function readQuoteLink(token: string, now = new Date()): ReadLink {
  const match = TOKEN.exec(token)
  if (!match) return { ok: false, reason: 'altered' }
  const link = { quoteId: Number(match[1]), version: Number(match[2]), expiresAt: Number(match[3]) }
  const given = Buffer.from(match[4]!, 'hex')
  const expected = signatureOf(link)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'altered' }
  if (now.getTime() / 1000 > link.expiresAt) return { ok: false, reason: 'expired' }
  return { ok: true, link }
}

/** A link to a quote valid until `validUntil` (YYYY-MM-DD) works through that day's end, UTC, and a day more for time zones. */
export function linkExpiry(validUntil: string): number {
  return Math.floor(Date.parse(`${validUntil}T23:59:59Z`) / 1000) + 86_400
}
