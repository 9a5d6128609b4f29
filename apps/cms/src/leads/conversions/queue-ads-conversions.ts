import type { CollectionAfterChangeHook } from 'payload'
import type { DeskLead } from '@ecs/shared/cms'
import { CONVERSION_KINDS, type ConversionKind } from '../../collections/ads-conversion-uploads'
import { dataManager } from './data-manager'

const TIME_OF: Record<ConversionKind, 'qualifiedAt' | 'wonAt'> = { qualified: 'qualifiedAt', won: 'wonAt' }

/**
 * When a desk lead becomes qualified or won, queues its conversion for Google Ads (sendAdsConversion),
 * in the change's own transaction so a committed change always has its job. Nothing is queued while the
 * CMS has no Data Manager key.
 */
export const queueAdsConversions: CollectionAfterChangeHook<DeskLead> = async ({ doc, previousDoc, req }) => {
  if (!dataManager) return doc
  for (const conversion of CONVERSION_KINDS) {
    const field = TIME_OF[conversion]
    if (doc[field] && doc[field] !== previousDoc?.[field])
      await req.payload.jobs.queue({ task: 'sendAdsConversion', input: { leadId: doc.id, conversion }, req })
  }
  return doc
}
