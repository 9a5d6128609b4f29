import { PageHeader } from '../../components/page-header'
import { Seo } from '../../components/seo'
import { CustomerVisitView } from '../../features/booking'
import { useCustomerPageWords } from '../../lib/messages/customer-pages'
import { assertFound, type PageModule, type PageProps } from '../../lib/page-module'
import { telHref } from '../../lib/phone'
import { usePageContext } from '../page-kit/use-page-context'

/**
 * A customer's booked visit behind the signed link we emailed: moved or cancelled up to the office's
 * cut-off. Like the quote's page, the same shell for everyone, the visit read in the browser only.
 */
function VisitPage({ match }: PageProps) {
  assertFound(match)
  const context = usePageContext(match)
  const words = useCustomerPageWords().visitPage
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
        <CustomerVisitView token={token} phoneLink={phoneLink} />
      </div>
    </main>
  )
}

export default VisitPage satisfies PageModule['default']
