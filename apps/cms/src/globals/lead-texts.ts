import type { Field, GlobalConfig, TextareaField } from 'payload'
import { isContentEditor } from '../access/is-content-editor'
import { checkPlaceholders, PLACEHOLDER_HELP } from '../leads/lead-words'
import { DEFAULT_TEXT_WORDS } from '../texts/text-words'
import { localized } from '../fields/localized'

const words = (name: string, label: string, defaultValue: string, description: string): Field => ({
  name,
  label,
  type: 'textarea',
  required: true,
  maxLength: 480,
  defaultValue,
  validate: checkPlaceholders,
  admin: { description },
})

/** The customer's words, kept per language: a Spanish lead's text is written in Spanish. */
const customerWords = (...args: Parameters<typeof words>): Field =>
  localized(words(...args) as TextareaField, { requiredInEveryLanguage: true })

/**
 * The words of the texts sent about leads: the customer's instant text, the staff alert, and the office's
 * ready-made texts offered on the lead page. The customer's number, the STOP and HELP answers and the
 * quiet hours are not words to edit: carriers require them as they are.
 */
export const LeadTexts: GlobalConfig = {
  slug: 'lead-texts',
  label: 'Lead texts',
  access: { read: isContentEditor, update: isContentEditor },
  admin: { description: `Placeholders: ${PLACEHOLDER_HELP}.` },
  fields: [
    {
      name: 'samplePreview',
      type: 'ui',
      admin: { components: { Field: '/admin/lead-text-preview#LeadTextPreview' } },
    },
    customerWords(
      'customerConfirmation',
      'Instant text to the customer',
      DEFAULT_TEXT_WORDS.customerConfirmation,
      'Sent when a lead who agreed to texts arrives (at 8:00 their time when it arrives at night).',
    ),
    words(
      'staffAlert',
      'New-lead alert to staff',
      DEFAULT_TEXT_WORDS.staffAlert,
      'To staff who chose "Text me new leads"; the link to the lead is added after it.',
    ),
    {
      name: 'templates',
      label: 'Ready-made texts',
      type: 'array',
      maxRows: 20,
      labels: { singular: 'Ready-made text', plural: 'Ready-made texts' },
      admin: { description: 'Offered on the lead page; staff can change one before sending it.' },
      defaultValue: DEFAULT_TEXT_WORDS.templates,
      fields: [
        { name: 'label', type: 'text', required: true, maxLength: 60 },
        localized(
          { name: 'body', type: 'textarea', required: true, maxLength: 1530, validate: checkPlaceholders },
          { requiredInEveryLanguage: true },
        ),
      ],
    },
  ],
}
