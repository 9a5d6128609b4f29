import type { CollectionConfig } from 'payload'
import { isAdmin } from './is-admin'
import { isStaff } from './is-staff'

/**
 * Access of every lead collection. Visitors never touch these through the collection API: their one
 * way in is the validated POST /api/leads/* endpoint (it creates with overrideAccess after checking
 * the body with the form's zod schema), so anonymous can create leads and nothing else. Only the office
 * (staff, admins) reads them: they hold names, addresses, phones and job applicants' details, which
 * marketing does not need to judge campaigns (docs/decisions/009-lead-desk.md). Staff may add a lead by
 * hand (a phone call) or correct one; the desk keeps its copy in step. Only admins delete (data requests).
 */
export const leadAccess: NonNullable<CollectionConfig['access']> = {
  create: isStaff,
  read: isStaff,
  update: isStaff,
  delete: isAdmin,
}
