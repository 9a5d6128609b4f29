/** The cuts of a picture the site shows (apps/cms/src/collections/media.ts). */
const SHOWN_SIZES = ['card', 'hero', 'heroSmall'] as const

/** A cut's URL is computed from its file name when read, so both are asked for. */
const CUT_FIELDS = ['url', 'filename', 'width', 'height'] as const

/**
 * The media fields a picture on the site needs (its alt and the cuts it is shown at), as a `populate`
 * select for queries that populate pictures: a picture then carries three URLs instead of the whole
 * media document, which keeps the data embedded in every page small.
 */
export const PICTURE_FIELDS = [
  'populate[media][alt]=true',
  ...CUT_FIELDS.map((field) => `populate[media][${field}]=true`),
  ...SHOWN_SIZES.flatMap((size) => CUT_FIELDS.map((field) => `populate[media][sizes][${size}][${field}]=true`)),
].join('&')
