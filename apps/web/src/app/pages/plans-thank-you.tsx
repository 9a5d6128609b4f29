import { contentPage } from '../page-kit/content-page'
import { leadReceived } from '../page-kit/lead-received'

const page = contentPage({
  slug: 'seasonal-plans-thank-you',
  callToAction: false,
  Extra: leadReceived('plan-signup'),
})

export default page.default
export const queries = page.queries
export const exists = page.exists
