import type { OutgoingMail } from '../utilities/mailer'

/** A lead as the email task loads it: depth 1, so `location` is the location document. */
export interface LeadForEmail {
  id: number | string
  summary?: string | null
  contact?: {
    firstName?: string | null
    lastName?: string | null
    email?: string | null
    phone?: string | null
    preferredContactMethod?: string | null
    preferredTime?: string | null
  } | null
  location?: { name?: string | null; email?: string | null; phone?: string | null } | number | null
  [field: string]: unknown
}

export type LeadCollection = 'estimate-requests' | 'plan-signups' | 'career-applications' | 'reviews'

const WHAT: Record<LeadCollection, { notice: string; confirmation: string }> = {
  'estimate-requests': { notice: 'New estimate request', confirmation: 'We received your estimate request' },
  'plan-signups': { notice: 'New protection-plan signup', confirmation: 'Welcome to your protection plan' },
  'career-applications': { notice: 'New job application', confirmation: 'We received your application' },
  reviews: { notice: 'New review waiting for approval', confirmation: 'Thank you for your review' },
}

/** Field lines for the team's notice; nested groups flatten to "contact.phone: …". */
function detailLines(value: unknown, prefix = ''): string[] {
  if (value === null || value === undefined || value === '') return []
  if (Array.isArray(value)) return value.length ? [`${prefix}: ${value.map(String).join(', ')}`] : []
  if (typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) =>
      ['id', 'createdAt', 'updatedAt', 'idempotencyKey'].includes(key)
        ? []
        : detailLines(inner, prefix ? `${prefix}.${key}` : key),
    )
  }
  return [`${prefix}: ${String(value)}`]
}

function locationOf(lead: LeadForEmail) {
  return typeof lead.location === 'object' && lead.location !== null ? lead.location : undefined
}

export function teamNotice(
  collection: LeadCollection,
  lead: LeadForEmail,
  inbox: string,
  adminUrl: string,
): OutgoingMail {
  const { location: _location, ...fields } = lead
  const location = locationOf(lead)
  return {
    to: inbox,
    replyTo: lead.contact?.email ?? undefined,
    subject: `${WHAT[collection].notice}${location?.name ? ` (${location.name})` : ''}: ${lead.summary ?? lead.id}`,
    text: [...detailLines(fields), '', `Open in the CMS: ${adminUrl}/admin/collections/${collection}/${lead.id}`].join(
      '\n',
    ),
  }
}

export function customerConfirmation(
  collection: LeadCollection,
  lead: LeadForEmail,
  companyPhone: string,
): OutgoingMail | undefined {
  const email = lead.contact?.email
  if (!email) return undefined
  const location = locationOf(lead)
  const phone = location?.phone ?? companyPhone
  const name = lead.contact?.firstName ?? 'there'
  return {
    to: email,
    subject: WHAT[collection].confirmation,
    text: [
      `Hi ${name},`,
      '',
      `Thank you for contacting Clearview Exterior Cleaning${location?.name ? ` ${location.name}` : ''}.`,
      `We will be in touch by ${lead.contact?.preferredContactMethod ?? 'phone'} within one business day.`,
      `If you need us sooner, call ${phone}.`,
      '',
      'Clearview Exterior Cleaning',
    ].join('\n'),
  }
}
