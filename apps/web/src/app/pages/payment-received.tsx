import { paths } from '@ecs/shared/routes'
import { PageHeader } from '../../components/page-header'
import { Seo } from '../../components/seo'
import { PaymentStatus } from '../../features/online-payment'
import { assertFound, type PageModule, type PageProps } from '../../lib/page-module'
import { PhoneLink } from '../../components/phone-link'
import { useMessages } from '../../lib/messages'
import { usePageContext } from '../page-kit/use-page-context'

/**
 * Where Stripe Checkout returns a customer who paid (decision 015), in the language they paid in: what our
 * ledger says of that payment.
 */
function PaymentReceivedPage({ match }: PageProps) {
  assertFound(match)
  const context = usePageContext(match)
  const said = useMessages().payment.received
  const crumbs = [
    ...context.baseCrumbs,
    { label: said.makePayment, href: paths.payment() },
    { label: said.title, href: match.pagePath },
  ]
  return (
    <main id="main">
      <Seo match={match} title={context.titleFor(said.title)} description={said.description} />
      <PageHeader title={said.title} intro={said.intro} crumbs={crumbs} />
      <PaymentStatus
        phoneLink={<PhoneLink phone={context.phone} className="font-semibold text-brand-800 underline" />}
      />
    </main>
  )
}

export default PaymentReceivedPage satisfies PageModule['default']
