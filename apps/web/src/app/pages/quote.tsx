import { useLocation } from 'react-router-dom'
import { PageHeader } from '../../components/page-header'
import { Seo } from '../../components/seo'
import { JobBooking } from '../../features/booking'
import { CustomerQuoteView } from '../../features/customer-quote'
import { useCustomerPageWords } from '../../lib/messages/customer-pages'
import { assertFound, type PageModule, type PageProps } from '../../lib/page-module'
import { telHref } from '../../lib/phone'
import { usePageContext } from '../page-kit/use-page-context'

/**
 * A customer's quote behind the signed link we emailed (no account needed). The page is the same
 * shell for everyone; the quote is read in the browser, so the server never renders or keeps it.
 */
function QuotePage({ match }: PageProps) {
  assertFound(match)
  const context = usePageContext(match)
  const words = useCustomerPageWords().quotePage
  const { search } = useLocation()
  const token = String((match.params as { token?: string }).token ?? '')
  const phoneLink = (
    <a href={telHref(context.phone)} className="font-semibold text-brand-800 underline">
      {context.phone}
    </a>
  )
  return (
    <main id="main">
      <Seo match={match} title={context.titleFor(words.title)} description={words.description} />
      <PageHeader title={words.title} intro={words.intro} crumbs={[]} />
      <div className="mx-auto max-w-3xl space-y-5 px-4 py-8">
        <CustomerQuoteView
          token={token}
          confirmingDeposit={new URLSearchParams(search).get('deposit') === 'paid'}
          phoneLink={phoneLink}
        />
        <JobBooking token={token} phoneLink={phoneLink} />
      </div>
    </main>
  )
}

export default QuotePage satisfies PageModule['default']
