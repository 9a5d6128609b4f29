import { Heading, Link, Text } from '@react-email/components'
import { EmailLayout, FactList, linkStyle, textStyle } from './email-layout'

export interface CustomerConfirmationProps {
  siteUrl: string
  /** Who it is from: the location's name (it holds the company's), or the company's when none. */
  sender: { name: string; phone: string }
  greeting: string
  /** What was received, e.g. "We received your estimate request." */
  heading: string
  /** What they sent, as the office will read it back to them. */
  facts: readonly (readonly [string, string | null | undefined])[]
  reference: string
  /** The page's promise, word for word. */
  promise: string
  /** A page they should keep (the plan's terms). */
  link?: { href: string; label: string }
  closing: string
}

/** The visitor's confirmation: what we received, their reference, when we answer, and whom to call. */
export function CustomerConfirmation(props: CustomerConfirmationProps) {
  const { siteUrl, sender, greeting, heading, facts, reference, promise, link, closing } = props
  return (
    <EmailLayout preview={`${heading} Your reference: ${reference}.`} siteUrl={siteUrl} signature={sender}>
      <Text style={textStyle}>{greeting}</Text>
      <Heading as="h1" style={{ ...textStyle, fontSize: '20px', fontWeight: 700 }}>
        {heading}
      </Heading>
      <FactList facts={facts} />
      {link ? (
        <Text style={textStyle}>
          <Link href={link.href} style={linkStyle}>
            {link.label}
          </Link>
        </Text>
      ) : null}
      <Text style={textStyle}>
        Your reference is <strong>{reference}</strong>; please quote it if you call or write to us.
      </Text>
      <Text style={textStyle}>
        {promise} Need us sooner? Call {sender.phone}.
      </Text>
      <Text style={textStyle}>{closing}</Text>
    </EmailLayout>
  )
}
