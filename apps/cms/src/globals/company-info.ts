import type { GlobalConfig } from 'payload'
import { DEFAULT_SERVICE_AREA_TEXT } from '@ecs/shared/catalog'
import { anyone } from '../access/anyone'
import { isContentEditor } from '../access/is-content-editor'
import { addressField } from '../fields/address'
import { phoneField } from '../fields/phone'
import { localized } from '../fields/localized'

export const CompanyInfo: GlobalConfig = {
  slug: 'company-info',
  access: { read: anyone, update: isContentEditor },
  fields: [
    {
      name: 'name',
      type: 'text',
      required: true,
      admin: { description: 'The full business name: in page titles, search results and the admin’s sign-in page.' },
    },
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
    localized(
      {
        name: 'serviceArea',
        type: 'textarea',
        required: true,
        defaultValue: DEFAULT_SERVICE_AREA_TEXT,
        admin: { description: 'Where the company works, in a line: above the home page’s title.' },
      },
      { requiredInEveryLanguage: true },
    ),
    localized(
      {
        name: 'tagline',
        type: 'text',
        admin: { description: 'Under the home page’s title when the home page has no intro of its own.' },
      },
      { requiredInEveryLanguage: true },
    ),
    {
      name: 'socials',
      type: 'group',
      admin: {
        description: 'Full addresses of the company’s profiles, linked from the footer. Leave empty to hide one.',
      },
      fields: ['facebook', 'twitter', 'instagram', 'linkedin'].map((name) => ({ name, type: 'text' as const })),
    },
  ],
}
