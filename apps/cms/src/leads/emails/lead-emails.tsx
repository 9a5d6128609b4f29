import type { ReactElement } from 'react'
import { plainTextSelectors, render } from '@react-email/components'
import { paths } from '@ecs/shared/routes'
import { DEFAULT_LANGUAGE, LANGUAGE_LABELS } from '@ecs/shared/schemas'
import type { OutgoingMail } from '../../utilities/mailer'
import { leadKindModule } from '../kinds/registry'
import { CustomerConfirmation } from './customer-confirmation'
import { locationOf, reachBy, type LeadEmailFacts } from '../kinds/email-facts'
import { fillWords, placeholderValues, type LeadPlaceholder } from '../lead-words'
import { StaffAlert } from './staff-alert'

function placeholders({
  kind,
  lead,
  desk,
  company,
  routing,
  language,
}: LeadEmailFacts): Record<LeadPlaceholder, string> {
  return placeholderValues({
    kind,
    language,
    firstName: lead.contact?.firstName,
    name: desk.name,
    reference: desk.reference,
    locationLabel: locationOf(lead)?.label,
    companyName: company.name,
    routing,
  })
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
export async function bothParts(email: ReactElement): Promise<{ html: string; text: string }> {
  const [html, text] = await Promise.all([
    render(email),
    render(email, { plainText: true, htmlToTextOptions: PLAIN_TEXT }),
  ])
  return { html, text }
}

/**
 * The visitor's confirmation, or undefined when there is nobody to send it to: the review form asks for
 * no email address.
 */
export async function customerConfirmation(facts: LeadEmailFacts): Promise<OutgoingMail | undefined> {
  const { kind, lead, company, words, siteUrl } = facts
  const { emails } = leadKindModule(kind)
  const to = lead.contact?.email
  if (!to || !emails.confirmation || !words.customer) return undefined
  const location = locationOf(lead)
  const values = placeholders(facts)
  const { heading, said, rows, link } = emails.confirmation(facts)
  const parts = await bothParts(
    <CustomerConfirmation
      siteUrl={siteUrl}
      sender={{
        name: location?.name || company.name,
        phone: facts.lookedUp?.phone || location?.phone || company.phone,
      }}
      greeting={fillWords(words.customer.greeting, values)}
      heading={heading}
      said={said}
      facts={rows}
      reference={facts.desk.reference}
      promise={values.promise}
      link={link}
      closing={fillWords(words.customer.closing, values)}
      language={facts.language}
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
  const { facts: kindFacts, emails } = leadKindModule(kind)
  const location = locationOf(lead)
  const message = emails.message(lead)
  const parts = await bothParts(
    <StaffAlert
      siteUrl={siteUrl}
      company={company}
      heading={`${kindFacts.label} from ${desk.name ?? 'a visitor'}`}
      facts={[
        ['Reference', desk.reference],
        [
          'Language',
          facts.language === DEFAULT_LANGUAGE
            ? null
            : `${LANGUAGE_LABELS[facts.language]}: the customer prefers ${LANGUAGE_LABELS[facts.language]}`,
        ],
        ['Location', location?.label ?? 'None given'],
        [emails.askedLabel, desk.asked],
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
