import { contentPage } from '../page-kit/content-page'
import { leadReceived } from '../page-kit/lead-received'

const page = contentPage({
  slug: 'thank-you',
  callToAction: false,
  Extra: leadReceived('estimate'),
})

export default page.default
export const queries = page.queries
export const exists = page.exists
