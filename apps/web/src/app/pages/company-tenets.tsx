import { contentPage } from '../page-kit/content-page'

const page = contentPage({ slug: 'company-tenets', callToAction: true })

export default page.default
export const queries = page.queries
export const exists = page.exists
