import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { CollectionConfig } from 'payload'
import { adminOnlyInMenu } from '../access/admin-only-in-menu'
import { isAdmin } from '../access/is-admin'
import { isStaff } from '../access/is-staff'
import { nobody } from '../access/nobody'
import { RESUME_MIME_TYPES } from '../leads/kinds/career-application/resume-file'

const dirname = path.dirname(fileURLToPath(import.meta.url))

/**
 * Applicants' resumes. Private: files live outside any public folder and Payload serves them only
 * through its access-checked file route, to staff. Created only by the application endpoint, which
 * checks the bytes (not the name) before storing.
 */
export const Resumes: CollectionConfig = {
  slug: 'resumes',
  access: { create: nobody, read: isStaff, update: nobody, delete: isAdmin },
  admin: {
    group: 'Leads',
    hidden: adminOnlyInMenu,
    useAsTitle: 'filename',
    defaultColumns: ['filename', 'filesize', 'createdAt'],
  },
  upload: {
    staticDir: path.resolve(dirname, '../../private-uploads/resumes'),
    mimeTypes: [...RESUME_MIME_TYPES],
    filesRequiredOnCreate: true,
    // Image tooling has nothing to do with documents; disabling it also keeps sharp away from them.
    crop: false,
    focalPoint: false,
  },
  fields: [{ name: 'uploadedAt', type: 'date', admin: { readOnly: true } }],
}
