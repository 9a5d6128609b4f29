import { z } from 'zod'
import { ATTRIBUTION_LIMITS } from '../attribution/limits'
import { plainText } from './fields'

function nullableText(max: number, label: string) {
  return plainText(label, max, `${label} must be text or null.`)
    .nullish()
    .transform((value) => value || null)
}

const campaign = (label: string) => nullableText(ATTRIBUTION_LIMITS.campaignValue, label)
const url = (label: string) => nullableText(ATTRIBUTION_LIMITS.url, label)

/** POST /api/attribution. Missing or blank fields are stored as null. */
export const attributionRecordSchema = z.strictObject({
  sessionId: z.uuid({ error: 'sessionId must be a UUID.' }),
  utmSource: campaign('utmSource'),
  utmMedium: campaign('utmMedium'),
  utmCampaign: campaign('utmCampaign'),
  utmContent: campaign('utmContent'),
  utmTerm: campaign('utmTerm'),
  gclid: campaign('gclid'),
  gbraid: campaign('gbraid'),
  wbraid: campaign('wbraid'),
  gadSource: campaign('gadSource'),
  referrer: url('referrer'),
  landingPage: url('landingPage'),
})

export type AttributionRecord = z.output<typeof attributionRecordSchema>
