import { describe, expect, it } from 'vitest'
import { hasRole, isStaff } from '../src/roles'

describe('isStaff', () => {
  it.each([
    [{ roles: ['admin'] }, true],
    [{ roles: ['staff'] }, true],
    [{ roles: ['marketing', 'staff'] }, true],
    [{ roles: ['marketing'] }, false],
    [{ roles: [] }, false],
    [{ roles: 'staff' }, false],
    [{}, false],
    [null, false],
    [undefined, false],
  ])('%j -> %s', (user, expected) => {
    expect(isStaff(user)).toBe(expected)
  })

  it('hasRole asks for any of the given roles', () => {
    expect(hasRole({ roles: ['marketing'] }, 'admin', 'marketing')).toBe(true)
    expect(hasRole({ roles: ['staff'] }, 'admin')).toBe(false)
  })
})
