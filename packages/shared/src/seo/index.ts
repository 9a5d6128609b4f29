/**
 * What a page's search snippet may hold. Google shows about 155-160 characters of a description and
 * about 60-70 of a title; a longer text is cut by the search engine wherever it likes, so the site cuts
 * it first, at a word.
 */
export const DESCRIPTION_MAX_LENGTH = 160
export const DESCRIPTION_MIN_LENGTH = 50
export const TITLE_MAX_LENGTH = 70

/**
 * The text cut to at most `max` characters at the end of a word, with an ellipsis when anything was
 * cut ("...concrete with m" becomes "...concrete…"). Whitespace runs count as one space.
 */
export function clampAtWord(text: string, max: number = DESCRIPTION_MAX_LENGTH): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  if (clean.length <= max) return clean
  const room = clean.slice(0, max) // the ellipsis takes the place of the space before the cut word
  const lastSpace = room.lastIndexOf(' ')
  const cut = (lastSpace > 0 ? room.slice(0, lastSpace) : room.slice(0, max - 1)).replace(/[\s,;:–—-]+$/, '')
  return `${cut}…`
}

/** What separates a page's own title from the company's name after it ("Window Cleaning | Clearview"). */
const BRAND_SEPARATOR = ' | '

/**
 * A page's title as search results can show it: whole when it fits TITLE_MAX_LENGTH; else without the
 * company's name after the last " | " (the page's own words say more in a result, and a longer location
 * or a language's longer words must not push them out), cut at a word if still too long.
 */
export function fittedTitle(title: string): string {
  const clean = title.replace(/\s+/g, ' ').trim()
  if (clean.length <= TITLE_MAX_LENGTH) return clean
  const brand = clean.lastIndexOf(BRAND_SEPARATOR)
  return clampAtWord(brand > 0 ? clean.slice(0, brand) : clean, TITLE_MAX_LENGTH)
}
