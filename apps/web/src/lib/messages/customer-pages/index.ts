import type { Locale } from '@ecs/shared/routes'
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
