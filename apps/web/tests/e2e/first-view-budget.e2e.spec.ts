import { expect, test } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { initialScriptBytes } from '../helpers/initial-scripts'

const webDir = join(dirname(fileURLToPath(import.meta.url)), '../..')

/**
 * The committed sizes of the first view: each public page module's initial JavaScript (gzip, as
 * bench/site.mjs prints it), the JSON boot data of one page of each main type, and the site content
 * file they share. Growing one past its figure by more than the tolerance fails here; a change that
 * means to grow it raises the figure in the same commit.
 */
interface Budget {
  tolerance: number
  scriptBytes: Record<string, number>
  bootDataBytes: Record<string, number>
  siteContentBytes: number
}

const budget = JSON.parse(readFileSync(join(webDir, 'first-view-budget.json'), 'utf8')) as Budget
const allowed = (figure: number) => Math.floor(figure * (1 + budget.tolerance))

function bootData(html: string): string {
  const found = html.match(/<script id="__boot_data" type="application\/json">([\s\S]*?)<\/script>/)
  if (!found) throw new Error('the page has no boot data')
  return found[1]!
}

test.describe('first view budget', () => {
  test('no public page loads more JavaScript than its budget allows', () => {
    const { pages } = initialScriptBytes(join(webDir, 'dist/client'))
    const over = Object.entries(pages)
      .map(([page, bytes]) => ({ page, bytes, budget: budget.scriptBytes[page] }))
      .filter((row) => row.budget === undefined || row.bytes > allowed(row.budget))
    expect(over, 'pages over (or missing from) first-view-budget.json scriptBytes').toEqual([])
  })

  test('no page carries more boot data than its budget allows, nor the site content file', async ({ request }) => {
    const over: { path: string; bytes: number; budget: number }[] = []
    let siteContent: string | null = null
    for (const [path, figure] of Object.entries(budget.bootDataBytes)) {
      const data = bootData(await (await request.get(path)).text())
      const bytes = Buffer.byteLength(data)
      if (bytes > allowed(figure)) over.push({ path, bytes, budget: figure })
      siteContent ??= (JSON.parse(data) as { siteContent: string | null }).siteContent
    }
    expect(over).toEqual([])
    expect(siteContent).toMatch(/^\/site-content\.json\?v=/)
    const file = await request.get(siteContent!)
    expect(Buffer.byteLength(await file.text())).toBeLessThanOrEqual(allowed(budget.siteContentBytes))
  })
})

test.describe('site content file', () => {
  test('is kept for good under the version pages name, and revalidated under any other', async ({ request }) => {
    const data = JSON.parse(bootData(await (await request.get('/')).text())) as { siteContent: string }
    const current = await request.get(data.siteContent)
    expect(current.status()).toBe(200)
    expect(current.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
    const { queries } = (await current.json()) as { queries: { queryKey: [string] }[] }
    expect(queries.map(({ queryKey }) => queryKey[0])).toContain('/api/globals/company-info?depth=0')

    const other = await request.get('/site-content.json?v=an-older-version')
    expect(other.status()).toBe(200)
    expect(other.headers()['cache-control']).toBe('no-cache')
    expect(await other.text()).toBe(await current.text())
  })

  test('every page names the same version, and carries none of the file’s content itself', async ({ request }) => {
    const versions = new Set<string>()
    for (const path of ['/', '/dmv', '/learn/soft-washing', '/contact']) {
      const data = JSON.parse(bootData(await (await request.get(path)).text())) as {
        siteContent: string
        dehydratedState: { queries: { queryKey: [string] }[] }
      }
      versions.add(data.siteContent)
      const keys = data.dehydratedState.queries.map(({ queryKey }) => queryKey[0])
      expect(keys).not.toContain('/api/globals/company-info?depth=0')
      expect(keys.some((key) => key.startsWith('/api/services?depth=1&limit=50'))).toBe(false)
    }
    expect(versions.size).toBe(1)
  })
})
