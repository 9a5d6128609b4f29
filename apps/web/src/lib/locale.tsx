import { DEFAULT_LOCALE, INTL_LOCALES, type Locale } from '@ecs/shared/routes'
import { createContext, useContext, type ReactNode } from 'react'

/**
 * The language of the page being shown: its path's prefix, read once where the page is rendered (the
 * server's request, the browser's address) and the same for the whole document. Inside it the router
 * runs under the language's base, so the app's paths and links are the same in every language.
 */
const LocaleContext = createContext<Locale>(DEFAULT_LOCALE)

export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>
}

export function useLocale(): Locale {
  return useContext(LocaleContext)
}

/** An average rating as the page's language writes it, to one decimal: "4.8". */
export function formatRating(value: number, locale: Locale): string {
  return value.toLocaleString(INTL_LOCALES[locale], { minimumFractionDigits: 1, maximumFractionDigits: 1 })
}
