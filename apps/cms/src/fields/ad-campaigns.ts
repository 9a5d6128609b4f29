import type { TextField, TextFieldManyValidation } from 'payload'
import { campaignKey } from '@ecs/shared/attribution'

/**
 * A campaign speaks for one location (the estimate form serves its visitors there), so a name is refused
 * when it is listed twice or is already another location's, compared as the reports compare them.
 */
const validateAdCampaigns: TextFieldManyValidation = async (value, { req, id }) => {
  const names = value ?? []
  const keys = names.map(campaignKey)
  const repeated = names.find((_, index) => keys.indexOf(keys[index]!) !== index)
  if (repeated) return `"${repeated.trim()}" is listed twice.`
  if (names.length === 0) return true
  const others = await req.payload.find({
    collection: 'locations',
    where: id === undefined ? {} : { id: { not_equals: id } },
    select: { label: true, adCampaigns: true },
    depth: 0,
    pagination: false,
    req,
    overrideAccess: true,
  })
  for (const other of others.docs) {
    const theirs = new Set((other.adCampaigns ?? []).map(campaignKey))
    const taken = names.find((_, index) => theirs.has(keys[index]!))
    if (taken) return `"${taken.trim()}" is already one of ${other.label}’s campaigns: a campaign serves one location.`
  }
  return true
}

/** The ad campaigns run for a location, by the names its ads are tagged with. */
export const adCampaignsField: TextField = {
  name: 'adCampaigns',
  label: 'Ad campaigns',
  type: 'text',
  hasMany: true,
  maxRows: 100,
  maxLength: 200,
  validate: validateAdCampaigns,
  admin: {
    description:
      'The names of the ad campaigns run for this location, as the ads’ links and the ad platforms’ reports name them, e.g. "seattle-spring-windows". A visitor from one of them who asks for an estimate on a page of no location is served by this location without being asked for a ZIP first. Capitals and spaces at the ends do not matter.',
  },
}
