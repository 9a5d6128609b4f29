import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'
import { SEED_PASSWORD } from '@ecs/test-stack'
/** What a browser's own fetch sends; Payload accepts the session cookie only with it (CSRF check). */
export const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' }

/**
 * A staff member's CMS token, for acting as them through the CMS's API (`authorization: JWT …`). Asked
 * without a cookie jar on purpose: a Playwright request context that signs in keeps Payload's session
 * cookie, which the site (the same host, another port) then reads as a staff session, so every page that
 * context asks for is rendered for it alone rather than served from the pages kept for visitors.
 */
export async function staffToken(email: string, cmsUrl = process.env.E2E_CMS_URL!): Promise<string> {
  const response = await fetch(`${cmsUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: SEED_PASSWORD }),
  })
  if (!response.ok) throw new Error(`signing in as ${email}: ${response.status} ${await response.text()}`)
  return ((await response.json()) as { token: string }).token
}

/** Fills the site's sign-in form and sends it. */
export async function signIn(page: Page, email: string, password = SEED_PASSWORD) {
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

/**
 * Axe on this page's own content (the site shell around it is checked by the shell's tests), or on the
 * whole page (`'body'`: a staff page's own header with it).
 */
export async function expectNoAxeViolations(page: Page, scope: 'main' | 'body' = 'main') {
  const results = await new AxeBuilder({ page }).include(scope).analyze()
  expect(
    results.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([])
}

/** Signs in to the CMS's admin (Payload's own login page) and waits for its dashboard. */
export async function signInToAdmin(page: Page, cmsUrl: string, email: string, password = SEED_PASSWORD) {
  await page.goto(`${cmsUrl}/admin/login`)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)
}
