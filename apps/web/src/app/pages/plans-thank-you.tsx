import { contentPage } from '../page-kit/content-page'

const page = contentPage({ slug: 'seasonal-plans-thank-you', callToAction: false })

export default page.default
export const queries = page.queries
export const exists = page.exists
