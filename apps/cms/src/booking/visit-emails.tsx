import { Button, Heading, Text } from '@react-email/components'
import { VISIT_KIND_LABELS, type VisitView } from '@ecs/shared/booking'
import { buttonStyle, EmailLayout, FactList, textStyle } from '../leads/emails/email-layout'
import { bothParts } from '../leads/emails/lead-emails'
import type { OutgoingMail } from '../utilities/mailer'

/** The mails about a booked visit: booked or moved, cancelled, and the day-before reminder. */
export const VISIT_MAILS = ['confirmation', 'cancelled', 'reminder'] as const
export type VisitMail = (typeof VISIT_MAILS)[number]

export interface VisitMailProps {
  mail: VisitMail
  visit: VisitView
  office: { name: string; phone: string }
  /** The customer's private link to change or cancel it (none once the cut-off has passed). */
  changeLink: string | null
  changeUntil: string
  siteUrl: string
}

const HEADINGS: Record<VisitMail, (what: string) => string> = {
  confirmation: (what) => `Your ${what} is booked`,
  cancelled: (what) => `Your ${what} is cancelled`,
  reminder: (what) => `Your ${what} is tomorrow`,
}

function VisitEmail({ mail, visit, office, changeLink, changeUntil, siteUrl }: VisitMailProps) {
  const what = VISIT_KIND_LABELS[visit.kind].toLowerCase()
  return (
    <EmailLayout preview={`${HEADINGS[mail](what)}: ${visit.label}`} siteUrl={siteUrl} signature={office}>
      <Text style={textStyle}>{visit.customerName ? `Hello ${visit.customerName},` : 'Hello,'}</Text>
      <Heading as="h1" style={{ ...textStyle, fontSize: '20px', fontWeight: 700 }}>
        {HEADINGS[mail](what)}
      </Heading>
      <FactList
        facts={[
          ['When', visit.label],
          ['Where', visit.address],
          ['Reference', visit.reference],
        ]}
      />
      {mail === 'cancelled' ? (
        <Text style={textStyle}>To book another time, call {office.phone}.</Text>
      ) : changeLink ? (
        <>
          <Button href={changeLink} style={buttonStyle}>
            Change or cancel
          </Button>
          <Text style={{ ...textStyle, marginTop: '16px' }}>
            You can change or cancel it online until {changeUntil}; after that, call {office.phone}. The link is yours
            alone: please do not forward it.
          </Text>
        </>
      ) : (
        <Text style={textStyle}>To change it, call {office.phone}.</Text>
      )}
    </EmailLayout>
  )
}

/** A visit's email to its customer, with the calendar invitation the caller adds. */
export async function visitEmail(props: VisitMailProps & { to: string }): Promise<OutgoingMail> {
  const what = VISIT_KIND_LABELS[props.visit.kind].toLowerCase()
  return {
    to: props.to,
    subject: `${HEADINGS[props.mail](what)}: ${props.visit.label} (${props.office.name})`,
    ...(await bothParts(<VisitEmail {...props} />)),
  }
}
