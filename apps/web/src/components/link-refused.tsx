import { ProblemError } from '@ecs/shared/http'
import type { ReactNode } from 'react'

export interface LinkRefusedHeadings {
  expired: string
  invalid: string
  failed: string
}

/**
 * Why a customer's signed link (a quote, a visit) shows nothing, in words for the customer: expired
 * (410), altered (403), or the CMS could not answer; its message names the office's phone.
 */
export function LinkRefused({
  error,
  phoneLink,
  headings,
}: {
  error: unknown
  phoneLink: ReactNode
  headings: LinkRefusedHeadings
}) {
  const details = error instanceof ProblemError ? error.details : undefined
  const heading =
    details?.status === 410 ? headings.expired : details?.status === 403 ? headings.invalid : headings.failed
  return (
    <section
      role="alert"
      aria-labelledby="refused-title"
      className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="refused-title" className="text-xl font-bold text-slate-900">
        {heading}
      </h2>
      <p className="mt-2 text-slate-700">
        {details?.detail ?? 'Please try again in a moment.'} You can also reach us on {phoneLink}.
      </p>
    </section>
  )
}
