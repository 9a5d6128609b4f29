import type { Locale } from '@ecs/shared/routes'

/**
 * Each language's own name, and the switch's words for going to it, both in that language: the only
 * words a page shows from the other language's catalogue, so they live apart from the catalogues.
 */
export const LANGUAGE_NAMES: Readonly<Record<Locale, { name: string; viewThisPage: string }>> = {
  en: { name: 'English', viewThisPage: 'View this page in English' },
  es: { name: 'Español', viewThisPage: 'Ver esta página en español' },
}
