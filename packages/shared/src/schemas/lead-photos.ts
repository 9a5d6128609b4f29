/** How many photos one request for an estimate may carry, all sends together. */
export const LEAD_PHOTO_MAX_COUNT = 6

/**
 * The photos of one send, in bytes: the ports' 5 MB body limit (slow clients hold a connection while they
 * send). A phone's HEIC photo is 2-4 MB and fits; the site sends photos one per request, shrinking a
 * larger JPEG or PNG in the browser first.
 */
export const LEAD_PHOTOS_MAX_BYTES = 5 * 1024 * 1024

/** How long after sending a request its photos may still be added (the thank-you page's link). */
export const LEAD_PHOTO_DAYS = 7

/** What the file picker offers: the types the CMS accepts by their bytes, and HEIC by name (browsers do not all know its type). */
export const LEAD_PHOTO_ACCEPT = 'image/jpeg,image/png,image/heic,image/heif,.heic,.heif'

/**
 * Why the CMS refuses a send of photos, naming the file where one is at fault (a Spanish page shows
 * each through fieldMessageIn).
 */
export const PHOTO_REFUSALS = {
  none: 'Please choose at least one photo.',
  tooMany: (max: number) => `Please send at most ${max} photos.`,
  full: (max: number, already: number) =>
    `A request takes at most ${max} photos; ${already} ${already === 1 ? 'is' : 'are'} already with it.`,
  empty: (name: string) => `"${name}" is empty.`,
  notAPhoto: (name: string) => `"${name}" is not a photo we can read: please send JPEG, PNG or HEIC.`,
  damaged: (name: string) => `"${name}" could not be opened as a photo: it may be damaged.`,
  linkAltered: 'This photo link is not valid.',
  linkExpired: 'Photos can no longer be added to this request. Please call us or reply to our email.',
  requestGone: 'This request is no longer open for photos.',
} as const

/** The query of a thank-you page opened from a request's photo link (the confirmation email's): its reference and the link. */
export const PHOTO_LINK_QUERY = { reference: 'ref', token: 'photos', until: 'until' } as const

/** `?ref=EST-…&photos=…&until=…`: the thank-you page's query that offers a sent request's photos again. */
export function photoLinkQuery(reference: string, link: { token: string; until: string }): string {
  const query = new URLSearchParams({
    [PHOTO_LINK_QUERY.reference]: reference,
    [PHOTO_LINK_QUERY.token]: link.token,
    [PHOTO_LINK_QUERY.until]: link.until,
  })
  return `?${query.toString()}`
}
