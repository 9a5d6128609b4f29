import type { GroupField } from 'payload'

export const addressField: GroupField = {
  name: 'address',
  type: 'group',
  fields: [
    { name: 'street', type: 'text', required: true },
    {
      type: 'row',
      fields: [
        { name: 'city', type: 'text', required: true },
        { name: 'region', type: 'text', required: true, label: 'State', maxLength: 2 },
        { name: 'postalCode', type: 'text', required: true, label: 'ZIP' },
      ],
    },
  ],
}
