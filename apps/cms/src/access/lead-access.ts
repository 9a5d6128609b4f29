import type { CollectionConfig } from 'payload'
import { isAdmin } from './is-admin'
import { isStaff } from './is-staff'

/**
 * Access of every lead collection. Visitors never touch these through the collection API: their one
 * way in is the validated POST /api/leads/* endpoint (it creates with overrideAccess after checking
 * the body with the form's zod schema), so anonymous can create leads and nothing else. Only the office
 * (staff, admins) reads them: they hold names, addresses, phones and job applicants' details, which
 * marketing does not need to judge campaigns (docs/decisions/009-lead-desk.md). Staff change a lead only
 * on the desk, which checks the workflow and the version and writes the timeline: what the visitor sent
 * is read-only to them. Admins correct or add a record by hand and delete one (data requests).
 */
export const leadAccess: NonNullable<CollectionConfig['access']> = {
  create: isAdmin,
  read: isStaff,
  update: isAdmin,
  delete: isAdmin,
}
