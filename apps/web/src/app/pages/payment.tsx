import { useSiteSettings } from '../../api/site-settings'
import { primaryButton, secondaryButton } from '../../components/call-to-action'
import { CampaignLink } from '../../features/attribution'
import type { PageProps } from '../../lib/page-module'
import { telHref } from '../../lib/phone'
import { contentPage } from '../page-kit/content-page'
import { usePageContext } from '../page-kit/use-page-context'

/**
 * Payments happen on the payment processor's hosted page (no card field ever touches this site), so
 * the button carries the visit's campaign there; without a processor address, payment is by phone.
 */
function PaymentActions({ match }: PageProps) {
  const { paymentPortalUrl } = useSiteSettings()
  const { phone } = usePageContext(match)
  return (
    <>
      {paymentPortalUrl && (
        <CampaignLink href={paymentPortalUrl} className={primaryButton}>
          Pay online
        </CampaignLink>
      )}
      <a href={telHref(phone)} className={paymentPortalUrl ? secondaryButton : primaryButton}>
        Pay by phone: {phone}
      </a>
    </>
  )
}

const page = contentPage({ slug: 'payment', callToAction: false, HeaderActions: PaymentActions })

export default page.default
export const queries = page.queries
export const exists = page.exists
