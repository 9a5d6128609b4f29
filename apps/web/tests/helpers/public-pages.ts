import { allConcretePaths, type ConcretePath } from '@ecs/shared/routes'

/**
 * Pages built by other parts of the site (forms, staff pages); the public-site tests check the rest.
 * Kept as page ids, so a new route of the table is tested here unless it is one of these.
 */
const FORM_AND_STAFF_PAGES = new Set([
  'estimate',
  'location-contact',
  'service-line-contact',
  'test-contact',
  'plans-signup',
  'career-apply',
  'leave-review',
  'zapier-test',
  'thank-you',
  'plans-thank-you',
  'login',
  'cms-dashboard',
])

export function publicSitePaths(): ConcretePath[] {
  return allConcretePaths().filter((entry) => !FORM_AND_STAFF_PAGES.has(entry.page) && !entry.page.startsWith('admin-'))
}
