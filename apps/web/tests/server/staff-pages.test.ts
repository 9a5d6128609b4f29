import { describe, expect, it } from 'vitest'
import { forbiddenPage, safeNextPath, sessionToken } from '../../server/staff-pages'

describe('safeNextPath', () => {
  it.each([
    ['/cms', '/cms'],
    ['/admin/attribution-dashboard?campaign=spring', '/admin/attribution-dashboard?campaign=spring'],
    ['//evil.example/cms', null],
    ['/\\evil.example', null],
    ['https://evil.example/cms', null],
    ['javascript:alert(1)', null],
    ['cms', null],
    [undefined, null],
  ])('%s -> %s', (input, expected) => {
    expect(safeNextPath(input)).toBe(expected)
  })
})

describe('forbiddenPage', () => {
  it('says why and never echoes markup from the account name', () => {
    const html = forbiddenPage('<script>x</script>@example.com')
    expect(html).toContain('does not have the staff or admin role')
    expect(html).not.toContain('<script>x')
  })
})

describe('sessionToken', () => {
  it('finds the CMS session cookie among others', () => {
    expect(sessionToken('a=1; payload-token=abc.def=; b=2')).toBe('abc.def=')
    expect(sessionToken('a=1')).toBeNull()
    expect(sessionToken(undefined)).toBeNull()
  })
})
