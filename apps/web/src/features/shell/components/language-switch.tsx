import { hasLanguageTwin } from '@ecs/shared/navigation'
import { LOCALES, localePath } from '@ecs/shared/routes'
import { useLocation } from 'react-router-dom'
import { useLocale } from '../../../lib/locale'
import { rememberLanguage } from '../../../lib/language-choice'
import { LANGUAGE_NAMES } from '../../../lib/messages/language-names'

/**
 * The same page in the other language, named in that language. A whole new document (a plain link,
 * not the router's), since a page's content and words are read in its language; the choice is kept
 * for the visitor's next arrival (language-choice.ts). None on a page without a twin in the other language.
 */
export function LanguageSwitch({ className }: { className: string }) {
  const locale = useLocale()
  const { pathname } = useLocation()
  const other = LOCALES.find((candidate) => candidate !== locale) ?? locale
  const words = LANGUAGE_NAMES[other]
  if (!hasLanguageTwin(pathname)) return null
  return (
    <a
      // The path only: pages are rendered once and served to every visitor of the path, so one
      // visitor's query (a campaign's click id) must not be written into the shared HTML; it is added
      // when the link is followed.
      href={localePath(other, pathname)}
      hrefLang={other}
      lang={other}
      className={className}
      onClick={(event) => {
        rememberLanguage(other)
        event.currentTarget.href = `${localePath(other, pathname)}${window.location.search}${window.location.hash}`
      }}
      data-testid="language-switch"
    >
      <span aria-hidden="true">{words.name}</span>
      <span className="sr-only">{words.viewThisPage}</span>
    </a>
  )
}
