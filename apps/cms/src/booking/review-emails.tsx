import { Button, Heading, Link, Text } from '@react-email/components'
import type { Language } from '@ecs/shared/schemas'
import { customerWords } from '../customer-words'
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
  language: Language
}

/**
 * The same words to every customer whatever the job's outcome: they ask for an honest review, name no
 * rating and send nobody one way or the other (Google's policy forbids asking only happy customers).
 */
function ReviewRequestEmail(props: ReviewRequestProps) {
  const { step, customerName, reference, office, googleReviewUrl, reviewFormUrl, stopLink, siteUrl, language } = props
  const words = customerWords(language)
  return (
    <EmailLayout
      preview={words.review.subject(step, office.name)}
      siteUrl={siteUrl}
      signature={office}
      language={language}
    >
      <Text style={textStyle}>{words.hello(customerName)}</Text>
      <Heading as="h1" style={{ ...textStyle, fontSize: '20px', fontWeight: 700 }}>
        {words.review.heading}
      </Heading>
      <Text style={textStyle}>{words.review.askEveryone(reference)}</Text>
      {googleReviewUrl ? (
        <Button href={googleReviewUrl} style={buttonStyle}>
          {words.review.googleButton}
        </Button>
      ) : null}
      <Text style={{ ...textStyle, marginTop: '16px' }}>
        {words.review.onOurSite}{' '}
        <Link href={reviewFormUrl} style={linkStyle}>
          {reviewFormUrl}
        </Link>
      </Text>
      {stopLink ? (
        <Text style={{ ...textStyle, fontSize: '14px' }}>
          {words.review.stopReminder}{' '}
          <Link href={stopLink} style={linkStyle}>
            {stopLink}
          </Link>
        </Text>
      ) : (
        <Text style={{ ...textStyle, fontSize: '14px' }}>{words.review.lastMessage}</Text>
      )}
    </EmailLayout>
  )
}

/** A review request's email (or its reminder) to the job's customer, in their language. */
export async function reviewRequestEmail(props: ReviewRequestProps & { to: string }): Promise<OutgoingMail> {
  return {
    to: props.to,
    subject: customerWords(props.language).review.subject(props.step, props.office.name),
    ...(await bothParts(<ReviewRequestEmail {...props} />)),
  }
}
