import { communityProgramPage } from '../page-kit/community-program-page'

const page = communityProgramPage('montebello')

export default page.default
export const queries = page.queries
export const exists = page.exists
