import { isLocale, localePath, match, splitLocale, type Locale } from '@ecs/shared/routes'

/**
 * The language a visitor chose with the header's switch, kept in their browser. Nobody is sent to a
 * language by a guess (the browser's Accept-Language, the visitor's country): every page answers in
 * the language of its address, the same for people and search engines, and only a visitor who chose
 * a language once is taken to it when they next arrive on the site in the other one.
 */
const STORAGE_KEY = 'site-language'

export function rememberLanguage(locale: Locale): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, locale)
  } catch {
    // Storage refused (private mode, a full quota): the choice lasts this page only.
  }
}

function rememberedLanguage(): Locale | undefined {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY)
    return isLocale(stored) ? stored : undefined
  } catch {
    return undefined
  }
}

/**
 * Where a visitor arriving from outside the site (a search result, a link elsewhere, a typed address)
 * should be: the same page in the language they chose, when it is not this page's and the page has
 * it; undefined to stay. Moving within the site keeps the language of the links they follow.
 */
export function chosenLanguageAddress(location: Location, referrer: string): string | undefined {
  const chosen = rememberedLanguage()
  const current = match(location.pathname)
  if (!chosen || chosen === current.locale || current.page === 'not-found' || current.flags.englishOnly) return
  if (referrer !== '' && new URL(referrer).origin === location.origin) return
  return `${localePath(chosen, splitLocale(location.pathname).path)}${location.search}${location.hash}`
}
