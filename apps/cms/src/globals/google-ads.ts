import type { GlobalConfig } from 'payload'
import { isTimeZone } from '@ecs/shared/leads'
import { isContentEditor } from '../access/is-content-editor'
import { isTeamMember } from '../access/is-team-member'

/**
 * How the desk's Google Ads offline conversion download names and times conversions. The names must be
 * those of the conversion actions (type "Import from clicks") in the Google Ads account; marketing runs
 * that account, so marketing edits them. Not public: the team reads them.
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
        (typeof value === 'string' && isTimeZone(value)) || 'Use a time zone id, e.g. America/New_York.',
      admin: { description: "The Google Ads account's time zone (an IANA id such as America/New_York)." },
    },
  ],
}
