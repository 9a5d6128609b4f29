import { LOCALES, localePath } from '@ecs/shared/routes'
import { useLocation } from 'react-router-dom'
import { useLocale } from '../../../lib/locale'
import { rememberLanguage } from '../../../lib/language-choice'
import { MESSAGES } from '../../../lib/messages'

/**
 * The same page in the other language, named in that language. A whole new document (a plain link,
 * not the router's), since a page's content and words are read in its language; the choice is kept
 * for the visitor's next arrival (language-choice.ts).
 */
export function LanguageSwitch({ className }: { className: string }) {
  const locale = useLocale()
  const { pathname, search, hash } = useLocation()
  const other = LOCALES.find((candidate) => candidate !== locale) ?? locale
  const words = MESSAGES[other].language
  return (
    <a
      href={`${localePath(other, pathname)}${search}${hash}`}
      hrefLang={other}
      lang={other}
      className={className}
      onClick={() => rememberLanguage(other)}
      data-testid="language-switch"
    >
      <span aria-hidden="true">{words.name}</span>
      <span className="sr-only">{words.viewThisPage}</span>
    </a>
  )
}
