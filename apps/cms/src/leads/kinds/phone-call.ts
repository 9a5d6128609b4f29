import { formatUsPhone } from '@ecs/shared/schemas'
import { TRACKING_SOURCE_LABELS, type TrackingSource } from '@ecs/shared/calls'
import { phoneCallFacts } from '@ecs/shared/leads'
import { SAMPLE_CONTACT, type LeadKindModule, type LeadMeta } from './lead-kind'

/**
 * A phone call lead has no form: the voice webhook makes it from the caller's first call
 * (calls/call-leads.ts), so it has no intake. The desk shows the caller's number and whether to call
 * back first; the team is alerted like for any lead.
 */
export const phoneCallKind = {
  facts: phoneCallFacts,
  intake: null,
  desk: {
    asked: (doc) => {
      const source = doc.source ? `, from ${TRACKING_SOURCE_LABELS[doc.source as TrackingSource]}` : ''
      return doc.callBack ? `Missed call: call back first${source}` : `Phone call${source}`
    },
    name: (doc) => (doc.contact?.phone ? formatUsPhone(doc.contact.phone) : null),
  },
  emails: {
    wordsGroup: 'phoneCall',
    sample: {
      id: 0,
      contact: { phone: SAMPLE_CONTACT.phone },
      source: 'google-ads',
      callBack: true,
      summary: 'Missed call',
    },
    words: { staffSubject: 'New phone call lead: {name}, {location}' },
    askedLabel: 'Call',
    message: (lead) => lead.summary,
  },
} satisfies LeadKindModule<LeadMeta>
