import type { Field, GlobalConfig } from 'payload'
import { isTimeZone } from '@ecs/shared/leads'
import { isContentEditor } from '../access/is-content-editor'
import { isTeamMember } from '../access/is-team-member'

const CONSENT_OPTIONS = [
  { label: 'Granted', value: 'granted' },
  { label: 'Denied', value: 'denied' },
]

/** A Google Ads customer id as the account shows it (123-456-7890) or bare; kept as its ten digits. */
const customerId = (value: string | null | undefined) =>
  !value || /^\d{10}$/.test(value.replace(/-/g, '')) || 'Use the ten-digit customer id (123-456-7890).'

/** A conversion action's id (Goals, Conversions, the action's details): its digits. */
const conversionActionIdField = (name: string, description: string): Field => ({
  name,
  type: 'text',
  maxLength: 20,
  validate: (value: string | null | undefined) =>
    !value || /^\d+$/.test(value) || 'Use the conversion action id (digits).',
  admin: { description },
})

const digitsOnly = ({ value }: { value?: unknown }) => (typeof value === 'string' ? value.replace(/-/g, '') : value)

/**
 * How conversions reach Google Ads: the desk's offline conversion download (names and time zone) and,
 * where the CMS has a Data Manager service account, the direct upload (account, conversion action ids,
 * consent). The names must be those of the conversion actions (type "Import from clicks") in the Google
 * Ads account; marketing runs that account, so marketing edits them. Not public: the team reads them.
 */
export const GoogleAds: GlobalConfig = {
  slug: 'google-ads',
  label: 'Google Ads',
  access: { read: isTeamMember, update: isContentEditor },
  fields: [
    {
      name: 'wonConversionName',
      type: 'text',
      required: true,
      maxLength: 100,
      defaultValue: 'Won job',
      admin: { description: 'The conversion action a won lead is imported as, with the job value.' },
    },
    {
      name: 'qualifiedConversionName',
      type: 'text',
      required: true,
      maxLength: 100,
      defaultValue: 'Qualified lead',
      admin: { description: 'The conversion action a qualified lead (estimate scheduled or later) is imported as.' },
    },
    {
      name: 'timeZone',
      type: 'text',
      required: true,
      maxLength: 64,
      defaultValue: 'America/New_York',
      validate: (value: string | null | undefined) =>
        (typeof value === 'string' && isTimeZone(value)) ||
        'Use the time zone as Google Ads writes it, e.g. America/New_York.',
      admin: {
        description:
          'The time zone set in the Google Ads account (Admin, Account settings), written as Google writes it, e.g. America/New_York.',
      },
    },
    {
      name: 'dataManager',
      type: 'group',
      label: 'Send conversions to Google Ads as they happen',
      admin: {
        description:
          'Sends qualified and won leads to Google Ads as they happen, once a developer has connected the site to Google’s conversion upload. Until then, or with these empty, use the download on the lead desk.',
      },
      fields: [
        {
          name: 'customerId',
          type: 'text',
          maxLength: 12,
          validate: customerId,
          hooks: { beforeChange: [digitsOnly] },
          admin: { description: 'The Google Ads account the conversions belong to.' },
        },
        {
          name: 'loginCustomerId',
          type: 'text',
          maxLength: 12,
          validate: customerId,
          hooks: { beforeChange: [digitsOnly] },
          admin: { description: 'The Google Ads manager account this account is reached through, if it has one.' },
        },
        conversionActionIdField('wonConversionActionId', 'The conversion action a won lead is sent to.'),
        conversionActionIdField('qualifiedConversionActionId', 'The conversion action a qualified lead is sent to.'),
        {
          name: 'adUserData',
          type: 'select',
          required: true,
          defaultValue: 'granted',
          options: CONSENT_OPTIONS,
          admin: { description: "Customers' consent to their data being sent to Google for advertising." },
        },
        {
          name: 'adPersonalization',
          type: 'select',
          required: true,
          defaultValue: 'denied',
          options: CONSENT_OPTIONS,
          admin: { description: "Customers' consent to personalised advertising." },
        },
      ],
    },
  ],
}
