import { useLocation } from 'react-router-dom'
import { contentPage } from '../page-kit/content-page'
import { telHref } from '../../lib/phone'
import type { PageProps } from '../../lib/page-module'
import { usePageContext } from '../page-kit/use-page-context'

/** The reference the lead endpoint answered (shown so a caller can quote it) and who will call. */
function WhatHappensNext({ match }: PageProps) {
  const { search } = useLocation()
  const context = usePageContext(match)
  const reference = new URLSearchParams(search).get('ref')
  return (
    <div className="mx-auto max-w-3xl px-4 pb-12">
      <div className="rounded-xl bg-brand-50 p-6 ring-1 ring-brand-100">
        {reference && /^[A-Z]{3}-[0-9A-F]{8}$/.test(reference) ? (
          <p className="text-slate-900">
            Your reference: <strong className="font-mono">{reference}</strong>
          </p>
        ) : null}
        <p className="mt-2 text-slate-800">
          {context.location ? `Our ${context.location.label} team` : 'Our team'} will contact you within one business
          day. Need us sooner? Call{' '}
          <a href={telHref(context.phone)} className="font-semibold text-brand-800 underline">
            {context.phone}
          </a>
          .
        </p>
      </div>
    </div>
  )
}

const page = contentPage({ slug: 'thank-you', callToAction: false, Extra: WhatHappensNext })

export default page.default
export const queries = page.queries
export const exists = page.exists
