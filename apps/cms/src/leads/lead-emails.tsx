import type { ReactElement } from 'react'
import { plainTextSelectors, render } from '@react-email/components'
import { HOME_SIZE_LABELS, PLAN_FACTS, type HomeSize, type LocationSlug, type PlanId } from '@ecs/shared/catalog'
import { answeringTeam, LEAD_KIND_FACTS, type LeadKind } from '@ecs/shared/leads'
import { paths } from '@ecs/shared/routes'
import {
  AVAILABILITY_LABELS,
  formatCents,
  formatUsd,
  PREFERRED_CONTACT_METHOD_LABELS,
  PREFERRED_CONTACT_TIME_LABELS,
} from '@ecs/shared/schemas'
import type { OutgoingMail } from '../utilities/mailer'
import { CustomerConfirmation } from './emails/customer-confirmation'
import { fillWords, type EmailPlaceholder, type EmailWords } from './emails/email-words'
import { StaffAlert } from './emails/staff-alert'

export type LeadCollection = (typeof LEAD_KIND_FACTS)[LeadKind]['collection']

/** A lead's document as the email task loads it: depth 1, so `location` is the location document. */
export interface LeadForEmail {
  id: number | string
  contact?: {
    firstName?: string | null
    email?: string | null
    preferredContactMethod?: string | null
    preferredTime?: string | null
  } | null
  location?:
    | {
        name?: string | null
        label?: string | null
        slug?: string | null
        email?: string | null
        phone?: string | null
      }
    | number
    | null
  [field: string]: unknown
}

/** Everything one lead's emails say, gathered by the email task. */
export interface LeadEmailFacts {
  kind: LeadKind
  lead: LeadForEmail
  /** The lead's work item on the desk: its page, reference and the inbox's one-line summaries. */
  desk: {
    id: number
    reference: string
    name: string | null
    email: string | null
    phone: string | null
    address: string | null
    asked: string | null
  }
  company: { name: string; phone: string; email: string }
  words: EmailWords
  siteUrl: string
  /** A job application's role as the careers page titles it. */
  roleTitle?: string | null
}

type Facts = readonly (readonly [string, string | null | undefined])[]

function locationOf(lead: LeadForEmail) {
  return typeof lead.location === 'object' && lead.location !== null ? lead.location : undefined
}

function labelOf<Key extends string>(labels: Record<Key, string>, value: unknown): string | undefined {
  return typeof value === 'string' && value in labels ? labels[value as Key] : undefined
}

function placeholders({ lead, desk, company }: LeadEmailFacts): Record<EmailPlaceholder, string> {
  return {
    firstName: lead.contact?.firstName || desk.name || 'there',
    name: desk.name || 'a visitor',
    reference: desk.reference,
    location: locationOf(lead)?.label || company.name,
  }
}

/** Plain text keeps a heading's case (html-to-text shouts headings) and writes a link shown as its address once. */
const PLAIN_TEXT = {
  selectors: [
    ...plainTextSelectors,
    { selector: 'h1', options: { uppercase: false, leadingLineBreaks: 1 } },
    { selector: 'a', options: { hideLinkHrefIfSameAsText: true } },
  ],
}

/** The HTML and its plain-text twin from one template, so the two parts never say different things. */
async function bothParts(email: ReactElement): Promise<{ html: string; text: string }> {
  const [html, text] = await Promise.all([
    render(email),
    render(email, { plainText: true, htmlToTextOptions: PLAIN_TEXT }),
  ])
  return { html, text }
}

function reachBy(lead: LeadForEmail): string | undefined {
  const method = labelOf(PREFERRED_CONTACT_METHOD_LABELS, lead.contact?.preferredContactMethod)
  const time = labelOf(PREFERRED_CONTACT_TIME_LABELS, lead.contact?.preferredTime)
  return [method, time?.toLowerCase()].filter(Boolean).join(', ') || undefined
}

/** What the visitor's confirmation shows of what they sent, per kind, and a page worth keeping. */
function sentFacts(
  kind: Exclude<LeadKind, 'review'>,
  facts: LeadEmailFacts,
): { heading: string; rows: Facts; link?: { href: string; label: string } } {
  const { lead, desk, siteUrl, roleTitle } = facts
  switch (kind) {
    case 'estimate':
      return {
        heading: 'We received your estimate request.',
        rows: [
          ['What you asked for', desk.asked],
          ['Address', desk.address],
          ['How we will reach you', reachBy(lead)],
        ],
      }
    case 'plan-signup': {
      const plan = PLAN_FACTS[lead.planId as PlanId]
      const location = locationOf(lead)?.slug as LocationSlug | undefined
      return {
        heading: 'Welcome to your protection plan.',
        rows: [
          ['Plan', plan ? `${plan.name}${lead.enhanced ? ' (enhanced)' : ''}` : String(lead.planId)],
          ['Home size', HOME_SIZE_LABELS[lead.homeSize as HomeSize]],
          ['Price per visit', typeof lead.price === 'number' ? formatUsd(lead.price) : undefined],
          ['How often', typeof lead.frequency === 'string' ? lead.frequency : plan?.frequency],
          ['Address', desk.address],
        ],
        link: { href: new URL(paths.plansTerms(location), siteUrl).href, label: 'The terms of your plan' },
      }
    }
    case 'community-signup':
      return {
        heading: 'Welcome to your resident program.',
        rows: [
          ['Unit', typeof lead.unit === 'string' ? lead.unit : undefined],
          ['Service', typeof lead.serviceName === 'string' ? lead.serviceName : undefined],
          ['Resident price', typeof lead.priceCents === 'number' ? formatCents(lead.priceCents) : undefined],
          ['How we will reach you', reachBy(lead)],
        ],
      }
    case 'career-application':
      return {
        heading: 'We received your application.',
        rows: [
          ['Role', roleTitle ?? desk.asked],
          ['Availability', labelOf(AVAILABILITY_LABELS, lead.availability)],
          ['Years of experience', typeof lead.experienceYears === 'number' ? String(lead.experienceYears) : undefined],
        ],
      }
  }
}

/**
 * The visitor's confirmation, or undefined when there is nobody to send it to: the review form asks for
 * no email address.
 */
export async function customerConfirmation(facts: LeadEmailFacts): Promise<OutgoingMail | undefined> {
  const { kind, lead, company, words, siteUrl } = facts
  const to = lead.contact?.email
  if (!to || kind === 'review' || !words.customer) return undefined
  const location = locationOf(lead)
  const values = placeholders(facts)
  const { heading, rows, link } = sentFacts(kind, facts)
  const parts = await bothParts(
    <CustomerConfirmation
      siteUrl={siteUrl}
      sender={{ name: location?.name || company.name, phone: location?.phone || company.phone }}
      greeting={fillWords(words.customer.greeting, values)}
      heading={heading}
      facts={rows}
      reference={facts.desk.reference}
      promise={LEAD_KIND_FACTS[kind].promise?.(answeringTeam(kind, location?.label)) ?? ''}
      link={link}
      closing={fillWords(words.customer.closing, values)}
    />,
  )
  return { to, subject: fillWords(words.customer.subject, values), ...parts }
}

/**
 * The office's alert, to the location's inbox (the company's when the lead names no location): who asked
 * for what, how to reach them, and a button to the lead on the desk. Replies go to the visitor.
 */
export async function staffAlert(facts: LeadEmailFacts): Promise<OutgoingMail> {
  const { kind, lead, desk, company, words, siteUrl } = facts
  const location = locationOf(lead)
  const message = kind === 'review' ? lead.text : lead.message
  const parts = await bothParts(
    <StaffAlert
      siteUrl={siteUrl}
      company={company}
      heading={`${LEAD_KIND_FACTS[kind].label} from ${desk.name ?? 'a visitor'}`}
      facts={[
        ['Reference', desk.reference],
        ['Location', location?.label ?? 'None given'],
        [kind === 'review' ? 'Review' : 'Asked for', desk.asked],
        ['Email', desk.email],
        ['Phone', desk.phone],
        ['Reach them by', reachBy(lead)],
        ['Address', desk.address],
      ]}
      message={typeof message === 'string' ? message : null}
      deskUrl={new URL(paths.admin.leads(desk.id), siteUrl).href}
    />,
  )
  return {
    to: location?.email || company.email,
    replyTo: lead.contact?.email ?? undefined,
    subject: fillWords(words.staffSubject, placeholders(facts)),
    ...parts,
  }
}
