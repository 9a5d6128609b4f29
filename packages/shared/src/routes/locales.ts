/**
 * The site's languages. English pages live at their plain paths; every other language's pages are the
 * same routes under its prefix (`/es`, `/es/houston`), so one route table serves all of them.
 */
export const LOCALES = ['en', 'es'] as const

export type Locale = (typeof LOCALES)[number]

/** The language of the plain paths, and the one search engines are sent to when none matches (x-default). */
export const DEFAULT_LOCALE: Locale = 'en'

/**
 * Each language's tag for `Intl` (US English, US Spanish): the page's `lang`, and times in a time zone
 * (bookings, the first-contact promise). Prices, counts and days are written without `Intl` (locale-writing).
 */
export const INTL_LOCALES: Readonly<Record<Locale, string>> = { en: 'en-US', es: 'es-US' }

export function isLocale(value: unknown): value is Locale {
  return (LOCALES as readonly unknown[]).includes(value)
}

/** The path prefix of a language's pages ('' for English): the base the site's router runs under. */
export function localeBase(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`
}

/** A path of the site in a language: `/houston` in Spanish is `/es/houston`, `/` is `/es`. */
export function localePath(locale: Locale, path: string): string {
  const base = localeBase(locale)
  if (base === '') return path
  return path === '/' ? base : `${base}${path}`
}

/**
 * The language a path is in and the path within that language: `/es/houston` is Spanish `/houston`.
 * The prefix matches case-insensitively (`/ES/houston` is Spanish too, and redirected to its spelling).
 */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  for (const locale of LOCALES) {
    const base = localeBase(locale)
    if (base === '') continue
    const head = pathname.slice(0, base.length).toLowerCase()
    const rest = pathname.slice(base.length)
    if (head === base && (rest === '' || rest.startsWith('/') || rest.startsWith('?') || rest.startsWith('#')))
      return { locale, path: rest === '' || !rest.startsWith('/') ? `/${rest}` : rest }
  }
  return { locale: DEFAULT_LOCALE, path: pathname }
}
