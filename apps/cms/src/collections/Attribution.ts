import type { CollectionConfig } from 'payload'
import { anyone } from '../access/anyone'
import { isAdmin } from '../access/isAdmin'
import { isStaff } from '../access/isStaff'

const campaignText = (name: string) => ({ name, type: 'text' as const, maxLength: 500, index: true })

/**
 * The campaign that brought a visitor session (spec section 3). Visitors create it once per session
 * (POST /api/attribution); only staff read it.
 */
export const Attribution: CollectionConfig = {
  slug: 'attribution',
  access: { read: isStaff, create: anyone, update: isAdmin, delete: isAdmin },
  admin: { useAsTitle: 'sessionId', defaultColumns: ['sessionId', 'utmSource', 'utmMedium', 'utmCampaign', 'createdAt'] },
  defaultSort: '-createdAt',
  fields: [
    { name: 'sessionId', type: 'text', required: true, unique: true, index: true, maxLength: 64 },
    campaignText('utmSource'),
    campaignText('utmMedium'),
    campaignText('utmCampaign'),
    { name: 'utmContent', type: 'text', maxLength: 500 },
    { name: 'utmTerm', type: 'text', maxLength: 500 },
    { name: 'gclid', type: 'text', maxLength: 500 },
    { name: 'gbraid', type: 'text', maxLength: 500 },
    { name: 'wbraid', type: 'text', maxLength: 500 },
    { name: 'gadSource', type: 'text', maxLength: 500 },
    { name: 'referrer', type: 'text', maxLength: 2000 },
    { name: 'landingPage', type: 'text', maxLength: 2000 },
  ],
}
