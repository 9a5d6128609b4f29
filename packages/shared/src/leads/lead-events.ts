/**
 * What can happen on a lead's timeline: received, a status, owner, follow-up or value change, a note, an
 * email or text sent, a text received, a call from the lead's number, a call or message staff logged, the
 * first contact, an escalation to the manager, a quote sent, accepted, declined or asked about, a deposit
 * paid, a visit booked, moved, cancelled or done, a review received, its customer merged into another.
 * The CMS stores these, the desk shows each in words.
 */
export const LEAD_EVENT_TYPES = [
  'received',
  'status',
  'owner',
  'follow-up',
  'value',
  'note',
  'email',
  'call',
  'quote',
  'payment',
  'contact',
  'first-contact',
  'escalated',
  'text',
  'visit',
  'review',
  'customer',
] as const
export type LeadEventType = (typeof LEAD_EVENT_TYPES)[number]
