import { useSiteSettings } from '../../api/site-settings'
import { primaryButton, secondaryButton } from '../../components/call-to-action'
import { CampaignLink } from '../../features/attribution'
import { CheckoutForm } from '../../features/online-payment'
import type { PageProps } from '../../lib/page-module'
import { PhoneLink } from '../../components/phone-link'
import { contentPage } from '../page-kit/content-page'
import { usePageContext } from '../page-kit/use-page-context'
import { useMessages } from '../../lib/messages'

/**
 * No card field ever touches this site: with the CMS's Stripe keys (site settings say so) the card form
 * below opens Stripe Checkout; without them "Pay online" is the CMS's processor link, carrying the
 * visit's campaign, and without that either, payment is by phone.
 */
function PaymentActions({ match }: PageProps) {
  const { paymentPortalUrl, cardPaymentsOnline } = useSiteSettings()
  const { phone } = usePageContext(match)
  const said = useMessages().payment
  const online = cardPaymentsOnline ? '#pay-online' : paymentPortalUrl
  return (
    <>
      {cardPaymentsOnline ? (
        <a href="#pay-online" className={primaryButton}>
          {said.payOnline}
        </a>
      ) : (
        paymentPortalUrl && (
          <CampaignLink href={paymentPortalUrl} className={primaryButton}>
            {said.payOnline}
          </CampaignLink>
        )
      )}
      <PhoneLink phone={phone} className={online ? secondaryButton : primaryButton}>
        {(shown) => said.payByPhone(shown)}
      </PhoneLink>
    </>
  )
}

function CardPayment() {
  const { cardPaymentsOnline } = useSiteSettings()
  return cardPaymentsOnline ? <CheckoutForm /> : null
}

const page = contentPage({ slug: 'payment', callToAction: false, HeaderActions: PaymentActions, Above: CardPayment })

export default page.default
export const queries = page.queries
export const exists = page.exists
