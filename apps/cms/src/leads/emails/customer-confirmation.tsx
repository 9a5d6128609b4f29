import { Heading, Link, Text } from '@react-email/components'
import type { Language } from '@ecs/shared/schemas'
import { EmailLayout, FactList, linkStyle, textStyle } from './email-layout'

/** The confirmation's own sentences in each language (marketing's words and the lead's facts fill the rest). */
const SENTENCES: Record<
  Language,
  { preview: (reference: string) => string; reference: [string, string]; callSooner: (phone: string) => string }
> = {
  en: {
    preview: (reference) => `Your reference: ${reference}.`,
    reference: ['Your reference is ', '; please quote it if you call or write to us.'],
    callSooner: (phone) => `Need us sooner? Call ${phone}.`,
  },
  es: {
    preview: (reference) => `Su número de referencia: ${reference}.`,
    reference: ['Su número de referencia es ', '; menciónelo si nos llama o nos escribe.'],
    callSooner: (phone) => `¿Nos necesita antes? Llame al ${phone}.`,
  },
}

export interface CustomerConfirmationProps {
  siteUrl: string
  /** Who it is from: the location's name (it holds the company's), or the company's when none. */
  sender: { name: string; phone: string }
  greeting: string
  /** What was received, e.g. "We received your estimate request." */
  heading: string
  /** Words of the kind's own under the heading (a resident program's confirmation). */
  said?: string | null
  /** What they sent, as the office will read it back to them. */
  facts: readonly (readonly [string, string | null | undefined])[]
  reference: string
  /** The page's promise, word for word. */
  promise: string
  /** A page they should keep (the plan's terms). */
  link?: { href: string; label: string }
  closing: string
  /** The language of the page the lead came from. */
  language: Language
}

/** The visitor's confirmation: what we received, their reference, when we answer, and whom to call. */
export function CustomerConfirmation(props: CustomerConfirmationProps) {
  const { siteUrl, sender, greeting, heading, said, facts, reference, promise, link, closing, language } = props
  const sentences = SENTENCES[language]
  return (
    <EmailLayout
      preview={`${heading} ${sentences.preview(reference)}`}
      siteUrl={siteUrl}
      signature={sender}
      language={language}
    >
      <Text style={textStyle}>{greeting}</Text>
      <Heading as="h1" style={{ ...textStyle, fontSize: '20px', fontWeight: 700 }}>
        {heading}
      </Heading>
      {said ? <Text style={textStyle}>{said}</Text> : null}
      <FactList facts={facts} />
      {link ? (
        <Text style={textStyle}>
          <Link href={link.href} style={linkStyle}>
            {link.label}
          </Link>
        </Text>
      ) : null}
      <Text style={textStyle}>
        {sentences.reference[0]}
        <strong>{reference}</strong>
        {sentences.reference[1]}
      </Text>
      <Text style={textStyle}>
        {promise} {sentences.callSooner(sender.phone)}
      </Text>
      <Text style={textStyle}>{closing}</Text>
    </EmailLayout>
  )
}
