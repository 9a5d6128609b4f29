import type { GlobalConfig } from 'payload'
import { DEFAULT_SERVICE_AREA_TEXT } from '@ecs/shared/catalog'
import { anyone } from '../access/anyone'
import { isContentEditor } from '../access/is-content-editor'
import { addressField } from '../fields/address'
import { phoneField } from '../fields/phone'
import { notifySiteAfterGlobalChange } from '../hooks/notify-site-of-content-change'

export const CompanyInfo: GlobalConfig = {
  slug: 'company-info',
  access: { read: anyone, update: isContentEditor },
  fields: [
    { name: 'name', type: 'text', required: true },
    {
      name: 'shortName',
      type: 'text',
      required: true,
      defaultValue: 'Clearview',
      admin: { description: 'The name in the header and at the end of page titles, e.g. "Clearview".' },
    },
    phoneField({ admin: { description: 'The default phone, shown when no location is detected.' } }),
    { name: 'email', type: 'email', required: true },
    addressField,
    { name: 'serviceArea', type: 'textarea', required: true, defaultValue: DEFAULT_SERVICE_AREA_TEXT },
    { name: 'tagline', type: 'text' },
    {
      name: 'socials',
      type: 'group',
      fields: ['facebook', 'twitter', 'instagram', 'linkedin'].map((name) => ({ name, type: 'text' as const })),
    },
  ],
  hooks: { afterChange: [notifySiteAfterGlobalChange] },
}
