import { describe, expect, it } from 'vitest'
import { forbiddenPage, sessionToken } from '../../server/staff-pages'

describe('forbiddenPage', () => {
  it('says why and never echoes markup from the account name', () => {
    const html = forbiddenPage('<script>x</script>@example.com', ['admin', 'staff'])
    expect(html).toContain('does not have the admin or staff role')
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
