import type { Field, GlobalConfig, TextField } from 'payload'
import { LEAD_KINDS } from '@ecs/shared/leads'
import { isContentEditor } from '../access/is-content-editor'
import { checkPlaceholders, PLACEHOLDER_HELP } from '../leads/lead-words'
import { leadKindModule } from '../leads/kinds/registry'
import { localized } from '../fields/localized'

const words = (name: string, label: string, defaultValue: string, description?: string): TextField => ({
  name,
  label,
  type: 'text',
  required: true,
  maxLength: 200,
  defaultValue,
  validate: checkPlaceholders,
  admin: description ? { description } : undefined,
})

/** The visitor's words, kept per language: a Spanish lead's confirmation is written in Spanish. */
const customerWords = (...args: Parameters<typeof words>): Field =>
  localized(words(...args), { requiredInEveryLanguage: true })

/**
 * The words of the emails sent after each form: subjects, greeting and closing, per kind of lead.
 * Marketing writes them; the facts around them (reference, what was asked, the page's promise, the
 * location's name and phone, the link to the desk) come from the lead, so editing words never breaks one.
 */
export const LeadEmails: GlobalConfig = {
  slug: 'lead-emails',
  label: 'Lead emails',
  access: { read: isContentEditor, update: isContentEditor },
  admin: { description: `Placeholders: ${PLACEHOLDER_HELP}.` },
  fields: [
    {
      name: 'samplePreview',
      type: 'ui',
      admin: {
        components: {
          Field: {
            path: '/admin/lead-email-preview#LeadEmailPreview',
            clientProps: {
              wordsGroups: Object.fromEntries(LEAD_KINDS.map((kind) => [kind, leadKindModule(kind).emails.wordsGroup])),
              confirmed: LEAD_KINDS.filter((kind) => leadKindModule(kind).emails.confirmation),
            },
          },
        },
      },
    },
    ...LEAD_KINDS.map((kind): Field => {
      const { facts, emails } = leadKindModule(kind)
      const defaults = emails.words
      return {
        name: emails.wordsGroup,
        label: facts.label,
        type: 'group',
        fields: [
          words('staffSubject', 'Staff alert: subject', defaults.staffSubject, 'To the location inbox.'),
          ...(defaults.customer
            ? [
                {
                  name: 'customer',
                  label: 'Confirmation to the visitor',
                  type: 'group',
                  fields: [
                    customerWords('subject', 'Subject', defaults.customer.subject),
                    customerWords('greeting', 'Greeting', defaults.customer.greeting),
                    customerWords(
                      'closing',
                      'Closing',
                      defaults.customer.closing,
                      'Above the signature (the location name).',
                    ),
                  ],
                } satisfies Field,
              ]
            : []),
        ],
      }
    }),
  ],
}
