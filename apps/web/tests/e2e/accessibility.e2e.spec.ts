import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

/** One page of each main type; axe checks them as rendered after hydration. */
const PAGES = {
  home: '/',
  'location home': '/dmv',
  service: '/commercial-services/commercial-window-cleaning',
  'location service': '/locations/houston/services/commercial/graffiti-removal',
  'service line': '/residential-services/seattle',
  article: '/learn/soft-washing',
  plans: '/seasonal-protection-plans',
  'enhanced plans': '/dmv/seasonal-protection-plans-enhanced',
  'plan signup': '/dmv/seasonal-plans-signup?plan=plus&size=medium&enhanced=1',
  'open roles': '/careers/roles',
  'open role': '/careers/roles/crew-lead',
  legal: '/privacy-policy',
  payment: '/payment',
  reviews: '/tri-cities/reviews',
  'not found': '/no-such-page',
  'Spanish home': '/es',
  'Spanish location home': '/es/houston',
  'Spanish location service': '/es/locations/houston/services/commercial/graffiti-removal',
  'Spanish article': '/es/learn/soft-washing',
  'Spanish estimate': '/es/houston/contact',
  'Spanish not found': '/es/no-such-page',
}

for (const [type, path] of Object.entries(PAGES)) {
  test(`the ${type} page (${path}) has no axe violations`, async ({ page }) => {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    const results = await new AxeBuilder({ page }).analyze()
    expect(
      results.violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      ),
    ).toEqual([])
  })

  test(`the ${type} page (${path}) has no axe violations on a phone @mobile`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    const results = await new AxeBuilder({ page }).analyze()
    expect(
      results.violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      ),
    ).toEqual([])
  })
}
