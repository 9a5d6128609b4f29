import { Button, Heading, Text } from '@react-email/components'
import type { QuoteView } from '@ecs/shared/quotes'
import { formatCents, longDate, type Language } from '@ecs/shared/schemas'
import { customerWords } from '../customer-words'
import { buttonStyle, EmailLayout, FactList, textStyle } from '../leads/emails/email-layout'
import { bothParts } from '../leads/emails/lead-emails'
import type { OutgoingMail } from '../utilities/mailer'

interface QuoteEmailProps {
  quote: QuoteView
  link: string
  siteUrl: string
  /** The language of the quote's lead: the email, its money and dates are written in it. */
  language: Language
}

function QuoteEmail({ quote, link, siteUrl, language }: QuoteEmailProps) {
  const words = customerWords(language)
  const money = (cents: number) => formatCents(cents)
  return (
    <EmailLayout
      preview={words.quote.preview(quote.number, money(quote.totals.totalCents))}
      siteUrl={siteUrl}
      signature={quote.office}
      language={language}
    >
      <Text style={textStyle}>{words.hello(quote.customerName)}</Text>
      <Heading as="h1" style={{ ...textStyle, fontSize: '20px', fontWeight: 700 }}>
        {words.quote.heading(quote.number)}
      </Heading>
      <FactList
        facts={[
          [words.quote.total, money(quote.totals.totalCents)],
          [words.quote.depositToBook, quote.totals.depositCents > 0 ? money(quote.totals.depositCents) : null],
          [words.quote.validUntil, longDate(quote.validUntil, language)],
        ]}
      />
      <Button href={link} style={buttonStyle}>
        {words.quote.seeButton}
      </Button>
      <Text style={{ ...textStyle, marginTop: '16px' }}>{words.quote.onThatPage(quote.office.phone)}</Text>
    </EmailLayout>
  )
}

/** The email that sends a customer the private link to their quote, in their language. */
export async function quoteEmail(props: QuoteEmailProps & { to: string }): Promise<OutgoingMail> {
  return {
    to: props.to,
    subject: customerWords(props.language).quote.subject(props.quote.number, props.quote.office.name),
    ...(await bothParts(<QuoteEmail {...props} />)),
  }
}
