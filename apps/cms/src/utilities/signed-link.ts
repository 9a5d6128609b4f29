import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto'
import { env } from '../env'

/** The key customers' links are signed with: its own secret, or one derived from Payload's (never Payload's itself). */
const KEY = env.QUOTE_LINK_SECRET
  ? Buffer.from(env.QUOTE_LINK_SECRET)
  : Buffer.from(hkdfSync('sha256', env.PAYLOAD_SECRET, 'clearview', 'quote-links', 32))

export type ReadToken = { ok: true; parts: number[] } | { ok: false; reason: 'altered' | 'expired' }

/** The purpose is signed with the numbers, so a quote's token never opens a visit with the same numbers. */
const signatureOf = (purpose: string, parts: readonly number[]) =>
  createHmac('sha256', KEY)
    .update(`${purpose}:${parts.join(':')}`)
    .digest()

/**
 * The token of a customer's private link: its numbers (the last one its expiry, in seconds since 1970)
 * and their HMAC-SHA256, in lowercase letters, digits and dashes: one path segment the site's paths
 * (matched lowercase) keep as is.
 */
export function signToken(purpose: string, parts: readonly number[]): string {
  return `${parts.join('-')}-${signatureOf(purpose, parts).toString('hex')}`
}

const PART = '([1-9]\\d{0,10})'

/**
 * The numbers a token of `count` numbers names, once its signature holds: anything changed in it (or not
 * made by us) is `altered`, a signed one past its expiry `expired`. The signature is checked before the
 * expiry, so a forged token learns nothing about dates.
 */
export function readToken(purpose: string, token: string, count: number, now = new Date()): ReadToken {
  const match = new RegExp(`^${Array.from({ length: count }, () => PART).join('-')}-([0-9a-f]{64})$`).exec(token)
  if (!match) return { ok: false, reason: 'altered' }
  const parts = match.slice(1, count + 1).map(Number)
  const given = Buffer.from(match[count + 1]!, 'hex')
  const expected = signatureOf(purpose, parts)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'altered' }
  if (now.getTime() / 1000 > parts[count - 1]!) return { ok: false, reason: 'expired' }
  return { ok: true, parts }
}
