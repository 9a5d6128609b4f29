import { Button, Heading, Text } from '@react-email/components'
import type { VisitView } from '@ecs/shared/booking'
import type { Language } from '@ecs/shared/schemas'
import { customerWords } from '../customer-words'
import { buttonStyle, EmailLayout, FactList, textStyle } from '../leads/emails/email-layout'
import { bothParts } from '../leads/emails/lead-emails'
import type { OutgoingMail } from '../utilities/mailer'

/** The mails about a booked visit: booked or moved, cancelled, and the day-before reminder. */
export const VISIT_MAILS = ['confirmation', 'cancelled', 'reminder'] as const
export type VisitMail = (typeof VISIT_MAILS)[number]

export interface VisitMailProps {
  mail: VisitMail
  /** The visit, its times labelled in the customer's language. */
  visit: VisitView
  office: { name: string; phone: string }
  /** The customer's private link to change or cancel it (none once the cut-off has passed). */
  changeLink: string | null
  changeUntil: string
  siteUrl: string
  language: Language
}

function VisitEmail({ mail, visit, office, changeLink, changeUntil, siteUrl, language }: VisitMailProps) {
  const words = customerWords(language)
  const heading = words.visit.heading(mail, visit.kind)
  return (
    <EmailLayout preview={`${heading}: ${visit.label}`} siteUrl={siteUrl} signature={office} language={language}>
      <Text style={textStyle}>{words.hello(visit.customerName)}</Text>
      <Heading as="h1" style={{ ...textStyle, fontSize: '20px', fontWeight: 700 }}>
        {heading}
      </Heading>
      <FactList
        facts={[
          [words.visit.when, visit.label],
          [words.visit.where, visit.address],
          [words.visit.reference, visit.reference],
        ]}
      />
      {mail === 'cancelled' ? (
        <Text style={textStyle}>{words.visit.bookAnother(office.phone)}</Text>
      ) : changeLink ? (
        <>
          <Button href={changeLink} style={buttonStyle}>
            {words.visit.changeButton}
          </Button>
          <Text style={{ ...textStyle, marginTop: '16px' }}>{words.visit.changeOnline(changeUntil, office.phone)}</Text>
        </>
      ) : (
        <Text style={textStyle}>{words.visit.callToChange(office.phone)}</Text>
      )}
    </EmailLayout>
  )
}

/** A visit's email to its customer in their language, with the calendar invitation the caller adds. */
export async function visitEmail(props: VisitMailProps & { to: string }): Promise<OutgoingMail> {
  const heading = customerWords(props.language).visit.heading(props.mail, props.visit.kind)
  return {
    to: props.to,
    subject: `${heading}: ${props.visit.label} (${props.office.name})`,
    ...(await bothParts(<VisitEmail {...props} />)),
  }
}
