import { paths } from '@ecs/shared/routes'
import { PageHeader } from '../../components/page-header'
import { Seo } from '../../components/seo'
import { PaymentStatus } from '../../features/online-payment'
import { assertFound, type PageModule, type PageProps } from '../../lib/page-module'
import { PhoneLink } from '../../components/phone-link'
import { usePageContext } from '../page-kit/use-page-context'

/** Where Stripe Checkout returns a customer who paid (decision 015): what our ledger says of that payment. */
function PaymentReceivedPage({ match }: PageProps) {
  assertFound(match)
  const context = usePageContext(match)
  const crumbs = [
    ...context.baseCrumbs,
    { label: 'Make a Payment', href: paths.payment() },
    { label: 'Your payment', href: match.pagePath },
  ]
  return (
    <main id="main">
      <Seo
        match={match}
        title={context.titleFor('Your payment')}
        description="The status of the card payment you just made to Clearview Exterior Cleaning."
      />
      <PageHeader
        title="Your payment"
        intro="Thank you for paying online. Here is what our records show for this payment."
        crumbs={crumbs}
      />
      <PaymentStatus
        phoneLink={<PhoneLink phone={context.phone} className="font-semibold text-brand-800 underline" />}
      />
    </main>
  )
}

export default PaymentReceivedPage satisfies PageModule['default']
