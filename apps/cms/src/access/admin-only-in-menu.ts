import type { ClientUser } from 'payload'
import { hasRole } from '@ecs/shared/roles'

/**
 * Keeps a collection out of the CMS menu and admin routes for everyone but admins. The office works
 * leads on the site's desk; records the desk and the integrations write (desk leads, their timeline,
 * campaign visits, webhooks, résumés) are admins' to look into, and hiding them keeps the staff menu to
 * what staff use. The collection API's access stays as each collection declares it.
 */
export const adminOnlyInMenu = ({ user }: { user: ClientUser }): boolean => !hasRole(user, 'admin')
