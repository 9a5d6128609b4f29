import { LEAD_PHOTO_DAYS } from '@ecs/shared/schemas'
import { readToken, signToken, type ReadToken } from '../../utilities/signed-link'

const PURPOSE = 'lead-photos'

/** Where a stored estimate request's photos may be sent: a signed token for its id, until LEAD_PHOTO_DAYS after it was sent. */
export function photoLink(estimateRequestId: number, sentAt: string): { token: string; until: string } {
  const expiresAt = Math.floor(Date.parse(sentAt) / 1000) + LEAD_PHOTO_DAYS * 86_400
  return {
    token: signToken(PURPOSE, [estimateRequestId, expiresAt]),
    until: new Date(expiresAt * 1000).toISOString(),
  }
}

/** The estimate request a photo link's token names, once its signature holds and it has not expired. */
export function readPhotoLink(token: string, now = new Date()): ReadToken {
  return readToken(PURPOSE, token, 2, now)
}
