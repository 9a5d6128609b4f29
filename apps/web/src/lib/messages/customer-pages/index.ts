import { INTL_LOCALES, type Locale } from '@ecs/shared/routes'
import { useLocale } from '../../locale'
import { en, type CustomerPageWords } from './en'
import { es } from './es'

export type { CustomerPageWords } from './en'

/**
 * Both languages in the private pages' chunks, read synchronously: the server renders such a page in its
 * customer's language and the browser hydrates it so, with nothing to load between.
 */
export const CUSTOMER_PAGE_WORDS: Readonly<Record<Locale, CustomerPageWords>> = { en, es }

/** A customer's private page's words, in the page's language (their language). */
export function useCustomerPageWords(): CustomerPageWords {
  return CUSTOMER_PAGE_WORDS[useLocale()]
}

/**
 * A calendar day the CMS gives as YYYY-MM-DD ("2026-12-04", a quote's issue and validity) as the page's
 * language writes it ("December 4, 2026", "4 de diciembre de 2026"). The day is no instant, so it is
 * read in UTC, where the string puts it. Said in the browser only: the quote is never server-rendered.
 */
export function formatDay(day: string, locale: Locale): string {
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`)
  if (Number.isNaN(date.getTime())) return day
  return new Intl.DateTimeFormat(INTL_LOCALES[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(date)
}
