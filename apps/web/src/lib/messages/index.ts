import type { Locale } from '@ecs/shared/routes'
import { useLocale } from '../locale'
import { en, type Messages } from './en'
import { es } from './es'

export type { Messages } from './en'

/** Every language's catalogue: a language the site speaks without one does not compile. */
export const MESSAGES: Readonly<Record<Locale, Messages>> = { en, es }

/** The site's own words in the page's language. */
export function useMessages(): Messages {
  return MESSAGES[useLocale()]
}
