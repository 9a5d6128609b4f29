import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { CollectionConfig } from 'payload'
import { adminOnlyInMenu } from '../access/admin-only-in-menu'
import { isAdmin } from '../access/is-admin'
import { isStaff } from '../access/is-staff'
import { nobody } from '../access/nobody'

const dirname = path.dirname(fileURLToPath(import.meta.url))

/**
 * Photos visitors send with an estimate request. Private like résumés: files live outside any public
 * folder and Payload serves them only through its access-checked file route, to staff. Created only by
 * the photos endpoint, which checks the bytes and stores each one re-encoded (resized, upright, no metadata).
 */
export const LeadPhotos: CollectionConfig = {
  slug: 'lead-photos',
  access: { create: nobody, read: isStaff, update: nobody, delete: isAdmin },
  admin: {
    group: 'Leads',
    hidden: adminOnlyInMenu,
    useAsTitle: 'filename',
    defaultColumns: ['filename', 'estimateRequest', 'createdAt'],
  },
  upload: {
    staticDir: path.resolve(dirname, '../../private-uploads/lead-photos'),
    mimeTypes: ['image/jpeg'],
    filesRequiredOnCreate: true,
    crop: false,
    focalPoint: false,
    // The desk's lead page shows these and opens the full photo.
    imageSizes: [{ name: 'thumbnail', width: 320, height: 320, fit: 'inside', withoutEnlargement: true }],
  },
  fields: [
    { name: 'estimateRequest', type: 'relationship', relationTo: 'estimate-requests', required: true, index: true },
    { name: 'originalName', type: 'text', admin: { readOnly: true } },
  ],
}
