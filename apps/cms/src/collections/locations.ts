import type { CollectionConfig } from 'payload'
import { relationship, type RelationshipFieldValidation } from 'payload/shared'
import { BOOKING_DEFAULTS } from '@ecs/shared/booking'
import { LOCATION_SLUGS, SERVICE_RADIUS_MILES } from '@ecs/shared/catalog'
import { COMPANY_TIME_ZONE, hoursProblem } from '@ecs/shared/hours'
import { DEFAULT_DEPOSIT_PERCENT } from '@ecs/shared/quotes'
import { STAFF_ROLES } from '@ecs/shared/roles'
import { sitePathOf } from '@ecs/shared/routes'
import { contentAccess } from '../access/content-access'
import { OFFICE_TIME_ZONE_OPTIONS } from '../admin/time-zones'
import { isStaffField } from '../access/is-staff-field'
import { isTeamMemberField } from '../access/is-team-member-field'
import { adCampaignsField } from '../fields/ad-campaigns'
import { addressField } from '../fields/address'
import { centsField } from '../fields/cents'
import { latitudeAndLongitude } from '../fields/coordinates'
import { phoneField } from '../fields/phone'
import { seoField } from '../fields/seo'
import { contentVersions } from './content-versions'
import { localized } from '../fields/localized'

/**
 * Who answers a location's leads is the office's to read and set: visitors never see staff accounts,
 * and marketing, who edit the location's content and cannot read users, leave these fields as they are.
 */
const leadAnsweringAccess = { read: isStaffField, create: isStaffField, update: isStaffField }

/**
 * Payload checks a relationship's stored value again on every save, looking the users up as the caller:
 * marketing's save of a location would be refused for a team they neither set nor may read. Only those
 * who may set these fields have them checked.
 */
const validateStaffPick: RelationshipFieldValidation = (value, options) =>
  isStaffField({ req: options.req }) ? relationship(value, options) : true

export const Locations: CollectionConfig = {
  slug: 'locations',
  access: contentAccess,
  // The label ("DMV Area") tells locations apart in pickers; every name starts with the company's.
  admin: { useAsTitle: 'label', defaultColumns: ['label', 'name', 'phone', '_status'] },
  defaultSort: 'name',
  fields: [
    {
      name: 'key',
      type: 'select',
      required: true,
      unique: true,
      options: ['dmv', 'tricities', 'seattle', 'houston'],
      admin: {
        position: 'sidebar',
        description: 'The short code other systems (the estimate form, the phone system) know this location by; fixed.',
      },
    },
    {
      name: 'slug',
      type: 'select',
      required: true,
      unique: true,
      options: [...LOCATION_SLUGS],
      admin: { position: 'sidebar', description: "The location's part of every page address, e.g. /dmv." },
    },
    {
      name: 'name',
      type: 'text',
      required: true,
      admin: { description: 'The office’s full business name, e.g. "Clearview Exterior Cleaning – DMV Area".' },
    },
    // Shown inside the page's sentences ("Our DMV Area team"), so written in each language.
    localized({
      name: 'label',
      type: 'text',
      required: true,
      admin: { description: 'Short name shown in the header, e.g. "DMV Area".' },
    }),
    addressField,
    {
      name: 'office',
      type: 'group',
      admin: {
        description:
          "Where the office itself is, for search engines' maps (the address is what the directions link uses).",
      },
      fields: [{ type: 'row', fields: latitudeAndLongitude({ required: false }) }],
    },
    {
      name: 'coordinates',
      type: 'group',
      admin: {
        description:
          'The center of the service area: the service radius is measured from here (for search engines, and to find a visitor’s nearest location).',
      },
      fields: [{ type: 'row', fields: latitudeAndLongitude({ required: true }) }],
    },
    phoneField(),
    {
      name: 'textsWelcome',
      type: 'checkbox',
      label: 'Texts welcome',
      defaultValue: false,
      admin: {
        description:
          'Tick when texts to this number reach the office (a number that takes texts): phones then show a Text button beside Call.',
      },
    },
    { name: 'email', type: 'email', required: true },
    adCampaignsField,
    {
      name: 'quoteDeposit',
      type: 'group',
      access: { read: isTeamMemberField },
      admin: { description: 'The deposit a new quote asks for, until staff change it on the quote.' },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'type',
              type: 'select',
              required: true,
              defaultValue: 'percent',
              options: [
                { label: 'A percentage of the total', value: 'percent' },
                { label: 'A fixed amount', value: 'fixed' },
              ],
            },
            {
              name: 'percent',
              type: 'number',
              min: 0,
              max: 100,
              defaultValue: DEFAULT_DEPOSIT_PERCENT,
              admin: { description: '%' },
            },
            centsField('fixedCents', { required: false, defaultValue: 0, admin: { description: 'In cents.' } }),
          ],
        },
      ],
    },
    {
      name: 'hours',
      type: 'text',
      required: true,
      admin: {
        description:
          'When the office answers, e.g. "Mon–Fri 7:00 am – 6:00 pm, Sat 8:00 am – 2:00 pm". Days with times are also given to search engines; a part like "Sat by appointment" is shown as written.',
      },
      validate: (value: string | null | undefined) => hoursProblem(value) ?? true,
    },
    {
      name: 'timeZone',
      type: 'select',
      required: true,
      options: OFFICE_TIME_ZONE_OPTIONS,
      defaultValue: COMPANY_TIME_ZONE,
      admin: { description: 'The time zone of the office hours: when leads are answered and the times promised.' },
    },
    {
      type: 'collapsible',
      label: 'Who answers leads',
      fields: [
        {
          name: 'team',
          type: 'relationship',
          access: leadAnsweringAccess,
          validate: validateStaffPick,
          relationTo: 'users',
          hasMany: true,
          filterOptions: { roles: { in: [...STAFF_ROLES] } },
          admin: {
            description:
              'New leads go to the team in turn, in this order, during office hours; a member marked off duty in their account is skipped.',
          },
        },
        {
          name: 'manager',
          type: 'relationship',
          access: leadAnsweringAccess,
          validate: validateStaffPick,
          relationTo: 'users',
          filterOptions: { roles: { in: [...STAFF_ROLES] } },
          admin: { description: 'Told when a lead waits past the first-contact target.' },
        },
        {
          name: 'firstContactTargetMinutes',
          label: 'First contact within (minutes)',
          type: 'number',
          access: leadAnsweringAccess,
          required: true,
          min: 1,
          max: 1440,
          defaultValue: 5,
          admin: { description: 'Working minutes a new lead may wait for its first call, text or email.' },
        },
      ],
    },
    {
      name: 'booking',
      type: 'group',
      access: { read: isTeamMemberField },
      admin: {
        description:
          'When visits can be booked, by staff on the calendar and by customers from their quote: the crews, how long a visit takes, the days nobody works.',
      },
      fields: [
        {
          name: 'hours',
          label: 'Crews’ working hours',
          type: 'text',
          admin: {
            description:
              'Written like the office hours, e.g. "Mon–Fri 8:00 am – 5:00 pm". Empty: the office hours above.',
          },
          validate: (value: string | null | undefined) => (value ? (hoursProblem(value) ?? true) : true),
        },
        {
          type: 'row',
          fields: [
            {
              name: 'estimateCrews',
              label: 'Estimate visits at once',
              type: 'number',
              required: true,
              min: 0,
              max: 50,
              defaultValue: BOOKING_DEFAULTS.estimateCrews,
            },
            {
              name: 'jobCrews',
              label: 'Jobs at once',
              type: 'number',
              required: true,
              min: 0,
              max: 50,
              defaultValue: BOOKING_DEFAULTS.jobCrews,
            },
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'estimateMinutes',
              label: 'Estimate visit (minutes)',
              type: 'number',
              required: true,
              min: 15,
              max: 600,
              defaultValue: BOOKING_DEFAULTS.estimateMinutes,
            },
            {
              name: 'jobMinutes',
              label: 'Job (minutes)',
              type: 'number',
              required: true,
              min: 15,
              max: 1440,
              defaultValue: BOOKING_DEFAULTS.jobMinutes,
              admin: { description: 'For a job whose services have no length of their own below.' },
            },
          ],
        },
        {
          name: 'serviceMinutes',
          label: 'Job length per service',
          type: 'array',
          labels: { singular: 'Service length', plural: 'Service lengths' },
          admin: { description: 'A job takes the lengths of its services added up.' },
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'service', type: 'relationship', relationTo: 'services', required: true },
                { name: 'minutes', type: 'number', required: true, min: 15, max: 1440 },
              ],
            },
          ],
        },
        {
          name: 'closedDates',
          type: 'array',
          labels: { singular: 'Closed day', plural: 'Closed days' },
          fields: [
            {
              type: 'row',
              fields: [
                {
                  name: 'date',
                  type: 'text',
                  required: true,
                  admin: { description: 'YYYY-MM-DD.' },
                  validate: (value: string | null | undefined) =>
                    /^\d{4}-\d{2}-\d{2}$/.test(value ?? '') && !Number.isNaN(Date.parse(value ?? ''))
                      ? true
                      : 'Write the day as YYYY-MM-DD, e.g. 2026-12-25.',
                },
                { name: 'note', type: 'text', maxLength: 100 },
              ],
            },
          ],
        },
        {
          name: 'changeCutoffHours',
          label: 'Customers may change or cancel up to (hours before)',
          type: 'number',
          required: true,
          min: 0,
          max: 336,
          defaultValue: BOOKING_DEFAULTS.changeCutoffHours,
        },
        {
          name: 'estimateBookingOnline',
          label: 'Customers may book estimate visits from the estimate form',
          type: 'checkbox',
          defaultValue: false,
        },
      ],
    },
    {
      name: 'googleReviewUrl',
      label: 'Google review page',
      type: 'text',
      maxLength: 500,
      admin: {
        description:
          'Where customers write a Google review of this office (from the Business Profile’s "Ask for reviews"), sent with every review request.',
      },
      validate: (value: string | null | undefined) =>
        !value || /^https:\/\/\S+$/.test(value) ? true : 'Give the full address, starting https://.',
    },
    {
      name: 'serviceRadius',
      type: 'number',
      required: true,
      min: 1,
      defaultValue: SERVICE_RADIUS_MILES,
      admin: { description: 'Miles from the center.' },
    },
    {
      name: 'href',
      label: 'Home page',
      type: 'text',
      required: true,
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: 'The location’s home page, set from its address part above.',
      },
      hooks: {
        beforeValidate: [
          ({ data, originalDoc, value }) => sitePathOf('locations', { slug: data?.slug ?? originalDoc?.slug }) ?? value,
        ],
      },
    },
    localized({
      name: 'headline',
      type: 'text',
      required: true,
      admin: { description: 'The big title of the location’s home page.' },
    }),
    localized({
      name: 'intro',
      type: 'textarea',
      required: true,
      admin: { description: 'The paragraph under the headline, on the location’s card and in its search result.' },
    }),
    localized({
      name: 'about',
      type: 'richText',
      admin: { description: 'The location’s About page: the office, the local climate, the buildings we clean.' },
    }),
    {
      name: 'image',
      type: 'upload',
      relationTo: 'media',
      admin: { description: "The area's picture (its skyline or landmark), on the location's pages and cards." },
    },
    {
      name: 'areasServed',
      type: 'array',
      labels: { singular: 'Area served', plural: 'Areas served' },
      admin: {
        description: 'Towns and neighborhoods the crews cover, listed on the location’s pages and to search engines.',
      },
      fields: [{ name: 'name', type: 'text', required: true }],
    },
    seoField,
  ],
  versions: contentVersions,
}
