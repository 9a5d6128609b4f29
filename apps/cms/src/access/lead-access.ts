import type { CollectionConfig } from 'payload'
import { isAdmin } from './is-admin'
import { isLeadReader } from './is-lead-reader'
import { isStaff } from './is-staff'

/**
 * Access of every lead collection. Visitors never touch these through the collection API: their one
 * way in is the validated POST /api/leads/* endpoint (it creates with overrideAccess after checking
 * the body with the form's zod schema), so anonymous can create leads and nothing else. Staff may
 * add a lead by hand (a phone call) and work it; only admins delete (data requests).
 */
export const leadAccess: NonNullable<CollectionConfig['access']> = {
  create: isStaff,
  read: isLeadReader,
  update: isStaff,
  delete: isAdmin,
}
