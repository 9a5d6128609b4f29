import { problemType, ProblemError } from '@ecs/shared/http'
import type { ReactNode } from 'react'
import { CUSTOMER_PAGE_WORDS, useCustomerPageWords, type CustomerPageWords } from '../lib/messages/customer-pages'

/** What a refused link's page says, in one language's words. */
function refusalWords(words: CustomerPageWords, link: 'quote' | 'visit', error: unknown) {
  const details = error instanceof ProblemError ? error.details : undefined
  const own = words.refused[link]
  if (details?.status === 410) return { heading: own.expired, why: own.expiredWhy }
  if (details?.status === 403) return { heading: own.invalid, why: words.refused.invalidWhy }
  if (details?.type === problemType('rate-limited')) return { heading: own.failed, why: words.refused.tooMany }
  return { heading: own.failed, why: words.refused.busy }
}

/**
 * Why a customer's signed link (a quote, a visit) shows nothing, in the site's words: expired (410),
 * altered (403), too many tries (429), or the CMS could not answer; each names the office's phone. An
 * altered link names no customer, so no language is known: it is said in English and in Spanish, the
 * site's two (decision 023). Anything else is in the page's language, its customer's.
 */
export function LinkRefused({
  error,
  phoneLink,
  link,
}: {
  error: unknown
  phoneLink: ReactNode
  link: 'quote' | 'visit'
}) {
  const pageWords = useCustomerPageWords()
  const altered = error instanceof ProblemError && error.details.status === 403
  const languages = altered
    ? (['en', 'es'] as const).map((language) => ({ language, words: CUSTOMER_PAGE_WORDS[language] }))
    : [{ language: undefined, words: pageWords }]
  return (
    <section
      role="alert"
      aria-labelledby="refused-title"
      className="space-y-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      {languages.map(({ language, words }, index) => {
        const { heading, why } = refusalWords(words, link, error)
        return (
          <div key={language ?? 'page'} lang={language}>
            <h2 id={index === 0 ? 'refused-title' : undefined} className="text-xl font-bold text-slate-900">
              {heading}
            </h2>
            <p className="mt-2 text-slate-700">
              {why} {words.refused.callUs} {phoneLink}.
            </p>
          </div>
        )
      })}
    </section>
  )
}
