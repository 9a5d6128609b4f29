import { contentPage } from '../page-kit/content-page'
import { leadReceived } from '../page-kit/lead-received'

const page = contentPage({
  slug: 'thank-you',
  callToAction: false,
  Extra: leadReceived((team) => `${team} will contact you within one business day.`),
})

export default page.default
export const queries = page.queries
export const exists = page.exists
