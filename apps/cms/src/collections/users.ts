import { problem, problemResponse } from '@ecs/shared/http'
import type { CollectionConfig } from 'payload'
import { ROLES } from '@ecs/shared/roles'
import { adminOrSelf } from '../access/admin-or-self'
import { isAdmin, isAdminField } from '../access/is-admin'
import { env } from '../env'
import { phoneField } from '../fields/phone'
import { isStaffField } from '../access/is-staff-field'
import { labelledOptions } from '@ecs/shared/catalog'
import { DEFAULT_LANGUAGE, LANGUAGE_LABELS, LANGUAGES } from '@ecs/shared/schemas'

/** Staff accounts. Repeated failed sign-ins are limited by the CMS server (src/server/rate-limits.ts). */
export const Users: CollectionConfig = {
  slug: 'users',
  access: { read: adminOrSelf, create: isAdmin, update: adminOrSelf, delete: isAdmin },
  admin: { useAsTitle: 'email', defaultColumns: ['name', 'email', 'roles'] },
  // Payload mounts email verification even when it is off, and its handler then fails with a 500
  // (the verification token column does not exist): no token is valid here.
  endpoints: [
    {
      path: '/verify/:token',
      method: 'post',
      handler: () => problemResponse(problem(404, 'Accounts are not verified by email here.')),
    },
  ],
  auth: {
    // Off: Payload's lockout let anyone lock any account (five wrong passwords from anywhere) and told
    // locked accounts from unknown emails. The CMS server limits sign-ins per address and per address
    // and account together instead (src/server/rate-limits.ts).
    maxLoginAttempts: 0,
    tokenExpiration: 8 * 60 * 60,
    // HttpOnly always (Payload's default); Secure whenever the site is served over HTTPS, as in
    // production. Local and test stacks run on plain http, where a Secure cookie would be dropped.
    cookies: { sameSite: 'Lax', secure: env.SITE_URL.startsWith('https:') },
  },
  fields: [
    { name: 'name', type: 'text', required: true },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['staff'],
      options: [...ROLES],
      saveToJWT: true,
      access: { create: isAdminField, update: isAdminField },
    },
    {
      name: 'onDuty',
      label: 'On duty',
      type: 'checkbox',
      defaultValue: true,
      admin: { description: 'Untick while away: new leads of your locations go to the rest of the team.' },
    },
    {
      name: 'languages',
      label: 'Languages I speak with customers',
      type: 'select',
      hasMany: true,
      defaultValue: [DEFAULT_LANGUAGE],
      options: labelledOptions(LANGUAGES, LANGUAGE_LABELS),
      // Routing reads it: set by staff (their own, or an admin for anyone), like the location's team.
      access: { create: isStaffField, update: isStaffField },
      admin: { description: 'New leads in a language go first to the team members who speak it.' },
    },
    phoneField({
      required: false,
      validate: (value: string | null | undefined) =>
        !value || (value.match(/\d/g) ?? []).length === 10 || 'Enter a 10-digit US phone number.',
      admin: { description: 'A mobile number for texts: new-lead alerts (below) and "send me a test".' },
    }),
    {
      name: 'textAlerts',
      label: 'Text me new leads',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'A text to the number above for each new lead.' },
    },
  ],
}
