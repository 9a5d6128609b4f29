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
