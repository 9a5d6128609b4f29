import type { Field, FieldHook, GroupField, SelectField } from 'payload'
import { labelledOptions } from '@ecs/shared/catalog'
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_LABELS,
  LANGUAGES,
  type Language,
  PREFERRED_CONTACT_METHOD_LABELS,
  PREFERRED_CONTACT_METHODS,
  PREFERRED_CONTACT_TIME_LABELS,
  PREFERRED_CONTACT_TIMES,
} from '@ecs/shared/schemas'
import { readInLocale } from '../utilities/read-in-locale'

interface ContactConsent {
  textConsent?: boolean | null
  textConsentWording?: string | null
  textConsentAt?: string | null
}

/**
 * Keeps, with a new lead's "text me" tick, the disclosure the form showed (the site settings' words, in the
 * form's language) and when: what the visitor agreed to stays on the lead even after marketing rewords it.
 */
const recordTextConsentWording: FieldHook = async ({ value, operation, req, data }) => {
  const contact = value as ContactConsent | undefined
  if (operation !== 'create' || !contact?.textConsent || contact.textConsentAt) return value
  // In the language of the form, whose box showed the words in it.
  const language = (data?.language as Language | undefined) ?? DEFAULT_LANGUAGE
  const settings = await readInLocale(req, () =>
    req.payload.findGlobal({ slug: 'site-settings', locale: language, overrideAccess: true, depth: 0, req }),
  )
  return { ...contact, textConsentWording: settings.textConsentWording, textConsentAt: new Date().toISOString() }
}

/**
 * The visitor's contact details, as every lead form asks them, with their consent to texts. The name is
 * typed whole and kept split (the last name empty for a one-word name). `reach`: an estimate request
 * needs a phone or an email, the intake's schema checks at least one; a signup or application both.
 */
export function leadContactField(reach: 'phone-and-email' | 'phone-or-email'): GroupField {
  const required = reach === 'phone-and-email'
  return {
    name: 'contact',
    type: 'group',
    hooks: { beforeChange: [recordTextConsentWording] },
    fields: [
      {
        type: 'row',
        fields: [
          { name: 'firstName', type: 'text', required: true, maxLength: 100 },
          { name: 'lastName', type: 'text', maxLength: 100 },
        ],
      },
      {
        type: 'row',
        fields: [
          { name: 'email', type: 'email', required, index: true },
          { name: 'phone', type: 'text', required, maxLength: 30 },
        ],
      },
      {
        type: 'row',
        fields: [
          {
            name: 'preferredContactMethod',
            type: 'select',
            options: labelledOptions(PREFERRED_CONTACT_METHODS, PREFERRED_CONTACT_METHOD_LABELS),
            defaultValue: 'phone',
          },
          {
            name: 'preferredTime',
            type: 'select',
            options: labelledOptions(PREFERRED_CONTACT_TIMES, PREFERRED_CONTACT_TIME_LABELS),
            defaultValue: 'any',
          },
        ],
      },
      {
        name: 'textConsent',
        label: 'Agreed to texts',
        type: 'checkbox',
        defaultValue: false,
        admin: { readOnly: true },
      },
      {
        type: 'row',
        fields: [
          {
            name: 'textConsentWording',
            label: 'The words they agreed to',
            type: 'textarea',
            admin: { readOnly: true },
          },
          { name: 'textConsentAt', label: 'Agreed at', type: 'date', admin: { readOnly: true } },
        ],
      },
    ],
  }
}

/** The visitor's US street address (the content address field is the company's, shaped differently). */
export const leadAddressField: GroupField = {
  name: 'address',
  type: 'group',
  fields: [
    { name: 'street', type: 'text', required: true, maxLength: 200 },
    {
      type: 'row',
      fields: [
        { name: 'unit', type: 'text', maxLength: 50 },
        { name: 'city', type: 'text', required: true, maxLength: 100 },
        { name: 'state', type: 'text', required: true, maxLength: 2 },
        { name: 'zip', type: 'text', required: true, maxLength: 10, index: true },
      ],
    },
  ],
}

/** The language of the page the lead was sent from: its confirmation email and texts are written in it. */
export const leadLanguageField: SelectField = {
  name: 'language',
  type: 'select',
  options: labelledOptions(LANGUAGES, LANGUAGE_LABELS),
  defaultValue: DEFAULT_LANGUAGE,
  admin: { position: 'sidebar', description: 'The language the customer used on the site.' },
}

/**
 * What every lead carries besides the visitor's answers: where it came from and the key that makes a
 * retried submit one row. The office's working fields (status, owner, follow-up, notes, value) live on
 * the lead desk (desk-leads, lead-events), not here.
 */
export function leadTrackingFields(): Field[] {
  return [
    { name: 'location', type: 'relationship', relationTo: 'locations', index: true, admin: { position: 'sidebar' } },
    leadLanguageField,
    {
      type: 'collapsible',
      label: 'Source',
      admin: { initCollapsed: true },
      fields: [
        { name: 'sourcePage', type: 'text', required: true, maxLength: 2000, admin: { readOnly: true } },
        { name: 'attributionSessionId', type: 'text', index: true, maxLength: 64, admin: { readOnly: true } },
        {
          name: 'idempotencyKey',
          type: 'text',
          required: true,
          unique: true,
          maxLength: 64,
          admin: {
            readOnly: true,
            description:
              'One per form sent: a visitor who presses Send again gets this lead back instead of a second one.',
          },
        },
      ],
    },
  ]
}
