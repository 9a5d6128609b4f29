import type { User } from '@ecs/shared/cms'

export const ROLES = ['admin', 'marketing', 'staff'] as const
export type Role = (typeof ROLES)[number]

/** Whether a request's user holds any of the given roles. Anonymous visitors hold none. */
export function hasRole(user: unknown, ...roles: Role[]): boolean {
  const userRoles = (user as Pick<User, 'roles'> | null | undefined)?.roles ?? []
  return roles.some((role) => userRoles.includes(role))
}
