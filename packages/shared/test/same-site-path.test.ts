import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { sameSitePath } from '../src/routes'

/** Where a browser on `page` goes when told to go to `target`. */
const resolvedOrigin = (target: string, page: string) => new URL(target, page).origin

describe('sameSitePath', () => {
  it.each([
    ['/cms', '/cms'],
    ['/admin/attribution-dashboard?campaign=spring', '/admin/attribution-dashboard?campaign=spring'],
    ['/admin/attribution-dashboard?campaign=spring#sessions', '/admin/attribution-dashboard?campaign=spring#sessions'],
    ['/a/../cms', '/cms'],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
  ])('keeps the same-site path %s as %s', (input, expected) => {
    expect(sameSitePath(input)).toBe(expected)
  })

  it.each([
    // Dot segments that resolve to a network-path reference: another host.
    '/.//evil.example/',
    '/..//evil.example/',
    '/%2e//evil.example/',
    '/%2E%2E//evil.example/',
    '/./../..//evil.example/',
    '/a/..//evil.example',
    // Other hosts, however spelled.
    '//evil.example/cms',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    ' /cms',
    'https://evil.example/cms',
    'http:/evil.example',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'cms',
    '',
    `/${'a'.repeat(2000)}`,
    undefined,
    null,
    42,
    ['/cms'],
  ])('refuses %j', (input) => {
    expect(sameSitePath(input)).toBeNull()
  })

  it("returns only paths that a browser keeps on the page's own site, wherever the page is", () => {
    const pages = ['http://site.example/', 'https://site.example/login', 'https://site.example/a/b/c?x=1']
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.webPath(),
          fc
            .array(fc.constantFrom('/', '.', '..', '%2e', '%2E', '\\', 'evil.example', '%2f', '?', '#', '\t'), {
              maxLength: 8,
            })
            .map((parts) => parts.join('')),
        ),
        (input) => {
          const path = sameSitePath(input)
          if (path === null) return
          expect(path.startsWith('/') && !path.startsWith('//')).toBe(true)
          for (const page of pages) expect(resolvedOrigin(path, page)).toBe(new URL(page).origin)
        },
      ),
      { numRuns: 500 },
    )
  })
})
