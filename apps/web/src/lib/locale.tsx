import { DEFAULT_LOCALE, writeFixed, type Locale } from '@ecs/shared/routes'
import { createContext, useContext, type ReactNode } from 'react'

/**
 * The language of the page being shown, read once where the page is rendered (the server's request, the
 * browser's boot data) and the same for the whole document: its path's prefix, or a customer's private
 * page's customer's language (that page has one path for every language: the link we emailed). The
 * router runs under the path's language's base, so the app's paths and links are the same in every
 * language.
 */
const LocaleContext = createContext<{ locale: Locale; pathLocale: Locale }>({
  locale: DEFAULT_LOCALE,
  pathLocale: DEFAULT_LOCALE,
})

export function LocaleProvider({
  locale,
  pathLocale = locale,
  children,
}: {
  locale: Locale
  /** The language of the path's prefix, when the page speaks another (a private page's). */
  pathLocale?: Locale
  children: ReactNode
}) {
  return <LocaleContext.Provider value={{ locale, pathLocale }}>{children}</LocaleContext.Provider>
}

/** The language the page speaks: its words, its content, `Intl`. */
export function useLocale(): Locale {
  return useContext(LocaleContext).locale
}

/** The language of the page's path: the router's base, and the route table's reading of the path. */
export function usePathLocale(): Locale {
  return useContext(LocaleContext).pathLocale
}

/** An average rating as both the site's languages write it, to one decimal: "4.8". */
export function formatRating(value: number): string {
  return writeFixed(value, 1)
}
