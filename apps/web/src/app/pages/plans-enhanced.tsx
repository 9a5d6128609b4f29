import { plansPage } from '../page-kit/plans-page'

const page = plansPage('seasonal-protection-plans-enhanced')

export default page.default
export const queries = page.queries
export const exists = page.exists
