import { communityProgramPage } from '../page-kit/community-program-page'

const page = communityProgramPage('columbia-river-walk')

export default page.default
export const queries = page.queries
export const exists = page.exists
