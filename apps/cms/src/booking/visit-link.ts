import { paths } from '@ecs/shared/routes'
import { env } from '../env'
import { readToken, signToken } from '../utilities/signed-link'

/**
 * The customer's private link to change or cancel a visit: the visit's id and the link's expiry (the
 * visit's start, after which there is nothing left to change), signed like a quote's link.
 */
export function visitLink(visit: { id: number; startsAt: string }): string {
  const token = signToken('visit', [visit.id, Math.floor(Date.parse(visit.startsAt) / 1000)])
  return `${env.SITE_URL}${paths.visit(token)}`
}

export type ReadVisitLink = { ok: true; visitId: number } | { ok: false; reason: 'altered' | 'expired' }

export function readVisitLink(token: string, now = new Date()): ReadVisitLink {
  const read = readToken('visit', token, 2, now)
  return read.ok ? { ok: true, visitId: read.parts[0]! } : read
}
