/** The roles a CMS account can hold (the `roles` field of users). */
export const ROLES = ['admin', 'marketing', 'staff'] as const
export type Role = (typeof ROLES)[number]

/** Who works the business data (leads, attribution, payments, webhooks) and may enter the staff area. */
export const STAFF_ROLES: readonly Role[] = ['admin', 'staff']

/** Who edits the site's content and sees its drafts (the CMS's write access, the site's preview). */
export const CONTENT_EDITOR_ROLES: readonly Role[] = ['admin', 'marketing']

/** Whether a user (a request's, a session's; null or undefined for anonymous) holds any of `roles`. */
export function hasRole(user: unknown, ...roles: readonly Role[]): boolean {
  const held = (user as { roles?: unknown } | null | undefined)?.roles
  return Array.isArray(held) && roles.some((role) => held.includes(role))
}

/** Whether a user may enter the staff area and read business data: the CMS, the site's guard and its pages ask this. */
export function isStaff(user: unknown): boolean {
  return hasRole(user, ...STAFF_ROLES)
}
