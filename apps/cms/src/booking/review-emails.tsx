import { Button, Heading, Link, Text } from '@react-email/components'
import { buttonStyle, EmailLayout, linkStyle, textStyle } from '../leads/emails/email-layout'
import { bothParts } from '../leads/emails/lead-emails'
import type { OutgoingMail } from '../utilities/mailer'

/** A done job's review request, and its one reminder. */
export const REVIEW_REQUEST_STEPS = ['request', 'reminder'] as const
export type ReviewRequestStep = (typeof REVIEW_REQUEST_STEPS)[number]

export interface ReviewRequestProps {
  step: ReviewRequestStep
  customerName: string | null
  reference: string
  office: { name: string; phone: string }
  /** The location's Google review page, when marketing has set it. */
  googleReviewUrl: string | null
  /** Our review form with the location, service and reference filled in. */
  reviewFormUrl: string
  /** The customer's link to stop the reminder (only in the request: after the reminder nothing follows). */
  stopLink: string | null
  siteUrl: string
}

const SUBJECTS: Record<ReviewRequestStep, (office: string) => string> = {
  request: (office) => `How did we do? A review of your job with ${office}`,
  reminder: (office) => `A reminder: how did we do? (${office})`,
}

/**
 * The same words to every customer whatever the job's outcome: they ask for an honest review, name no
 * rating and send nobody one way or the other (Google's policy forbids asking only happy customers).
 */
function ReviewRequestEmail(props: ReviewRequestProps) {
  const { step, customerName, reference, office, googleReviewUrl, reviewFormUrl, stopLink, siteUrl } = props
  return (
    <EmailLayout preview={SUBJECTS[step](office.name)} siteUrl={siteUrl} signature={office}>
      <Text style={textStyle}>{customerName ? `Hello ${customerName},` : 'Hello,'}</Text>
      <Heading as="h1" style={{ ...textStyle, fontSize: '20px', fontWeight: 700 }}>
        How did we do?
      </Heading>
      <Text style={textStyle}>
        We ask every customer for a review after each job (reference {reference}). Please tell us and your neighbors how
        it went, whatever you thought of it: it takes a minute.
      </Text>
      {googleReviewUrl ? (
        <Button href={googleReviewUrl} style={buttonStyle}>
          Write a review on Google
        </Button>
      ) : null}
      <Text style={{ ...textStyle, marginTop: '16px' }}>
        Or write it on our site:{' '}
        <Link href={reviewFormUrl} style={linkStyle}>
          {reviewFormUrl}
        </Link>
      </Text>
      {stopLink ? (
        <Text style={{ ...textStyle, fontSize: '14px' }}>
          We will remind you once in a few days. To stop that reminder:{' '}
          <Link href={stopLink} style={linkStyle}>
            {stopLink}
          </Link>
        </Text>
      ) : (
        <Text style={{ ...textStyle, fontSize: '14px' }}>This is our last message about it.</Text>
      )}
    </EmailLayout>
  )
}

/** A review request's email (or its reminder) to the job's customer. */
export async function reviewRequestEmail(props: ReviewRequestProps & { to: string }): Promise<OutgoingMail> {
  return {
    to: props.to,
    subject: SUBJECTS[props.step](props.office.name),
    ...(await bothParts(<ReviewRequestEmail {...props} />)),
  }
}
