import { contentPage } from '../page-kit/content-page'

const page = contentPage({ slug: 'about-us', callToAction: true })

export default page.default
export const queries = page.queries
export const exists = page.exists
