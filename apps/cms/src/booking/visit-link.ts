import { REVIEW_LINK_DAYS } from '@ecs/shared/booking'
import { paths } from '@ecs/shared/routes'
import { env } from '../env'
import { readToken, signToken } from '../utilities/signed-link'

const DAY = 86_400_000

/** A customer's private link to a visit's page: the visit's id and the link's expiry, signed like a quote's link. */
const linkTo = (visitId: number, expiresAt: number) =>
  `${env.SITE_URL}${paths.visit(signToken('visit', [visitId, Math.floor(expiresAt / 1000)]))}`

/** The link to change or cancel a visit, good until its start (after which there is nothing left to change). */
export const visitLink = (visit: { id: number; startsAt: string }) => linkTo(visit.id, Date.parse(visit.startsAt))

/** A done job's review request's link to its page (where the customer stops the reminder), good REVIEW_LINK_DAYS. */
export const reviewLink = (visit: { id: number; doneAt: string }) =>
  linkTo(visit.id, Date.parse(visit.doneAt) + REVIEW_LINK_DAYS * DAY)

export type ReadVisitLink = { ok: true; visitId: number } | { ok: false; reason: 'altered' | 'expired' }

export function readVisitLink(token: string, now = new Date()): ReadVisitLink {
  const read = readToken('visit', token, 2, now)
  return read.ok ? { ok: true, visitId: read.parts[0]! } : read
}
