import { Button, Heading, Text } from '@react-email/components'
import { formatCents } from '@ecs/shared/schemas'
import type { QuoteView } from '@ecs/shared/quotes'
import { EmailLayout, FactList, textStyle } from '../leads/emails/email-layout'
import { bothParts } from '../leads/emails/lead-emails'
import type { OutgoingMail } from '../utilities/mailer'

interface QuoteEmailProps {
  quote: QuoteView
  link: string
  siteUrl: string
}

function QuoteEmail({ quote, link, siteUrl }: QuoteEmailProps) {
  const greeting = quote.customerName ? `Hello ${quote.customerName},` : 'Hello,'
  return (
    <EmailLayout
      preview={`Your quote ${quote.number}: ${formatCents(quote.totals.totalCents)}`}
      siteUrl={siteUrl}
      signature={quote.office}
    >
      <Text style={textStyle}>{greeting}</Text>
      <Heading as="h1" style={{ ...textStyle, fontSize: '20px', fontWeight: 700 }}>
        Your quote {quote.number} is ready
      </Heading>
      <FactList
        facts={[
          ['Total', formatCents(quote.totals.totalCents)],
          ['Deposit to book', quote.totals.depositCents > 0 ? formatCents(quote.totals.depositCents) : null],
          ['Valid until', quote.validUntil],
        ]}
      />
      <Button
        href={link}
        style={{
          backgroundColor: '#5b21b6',
          borderRadius: '6px',
          color: '#ffffff',
          padding: '12px 20px',
          fontWeight: 700,
        }}
      >
        See your quote
      </Button>
      <Text style={{ ...textStyle, marginTop: '16px' }}>
        On that page you can download it as a PDF, accept it, tell us it does not suit you, or ask us a question. The
        link is yours alone: please do not forward it. Questions? Call {quote.office.phone}.
      </Text>
    </EmailLayout>
  )
}

/** The email that sends a customer the private link to their quote. */
export async function quoteEmail(props: QuoteEmailProps & { to: string }): Promise<OutgoingMail> {
  return {
    to: props.to,
    subject: `Your quote ${props.quote.number} from ${props.quote.office.name}`,
    ...(await bothParts(<QuoteEmail {...props} />)),
  }
}
