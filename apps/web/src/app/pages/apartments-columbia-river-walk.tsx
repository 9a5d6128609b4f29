import { contentPage } from '../page-kit/content-page'

const page = contentPage({ slug: 'columbia-river-walk', callToAction: true })

export default page.default
export const queries = page.queries
export const exists = page.exists
