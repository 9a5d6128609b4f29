import { readToken, signToken, type ReadToken } from '../utilities/signed-link'

const PURPOSE = 'estimate-visit'

/** How long after sending a request its visitor may book the estimate visit online (then the office calls). */
const ESTIMATE_VISIT_LINK_DAYS = 7

/** Where a stored estimate request's visit may be booked: a signed token for its id, until the link's days after it was sent. */
export function estimateVisitLink(estimateRequestId: number, sentAt: string): { token: string; until: string } {
  const expiresAt = Math.floor(Date.parse(sentAt) / 1000) + ESTIMATE_VISIT_LINK_DAYS * 86_400
  return {
    token: signToken(PURPOSE, [estimateRequestId, expiresAt]),
    until: new Date(expiresAt * 1000).toISOString(),
  }
}

/** The estimate request a visit link's token names, once its signature holds and it has not expired. */
export function readEstimateVisitLink(token: string, now = new Date()): ReadToken {
  return readToken(PURPOSE, token, 2, now)
}
