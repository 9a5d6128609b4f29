import { Fragment, type ReactNode } from 'react'
import { Body, Container, Head, Hr, Html, Img, Link, Preview, Section, Text } from '@react-email/components'
import { LOGO_PNG_PATH } from '@ecs/shared/brand'
import { DEFAULT_LANGUAGE, type Language } from '@ecs/shared/schemas'

/** The brand's purple (the logo tile) and the site's slate text, as inline styles email clients keep. */
const BRAND = '#5b21b6'
export const textStyle = { color: '#0f172a', fontSize: '16px', lineHeight: '24px', margin: '0 0 16px' }
export const linkStyle = { color: BRAND, textDecoration: 'underline' }
/** The one call to action of an email to a customer. */
export const buttonStyle = {
  backgroundColor: BRAND,
  borderRadius: '6px',
  color: '#ffffff',
  padding: '12px 20px',
  fontWeight: 700,
}

/** One "Label: value" line per fact (a line a plain-text reader reads as well); a fact without a value is left out. */
export function FactList({
  facts,
}: {
  facts: readonly (readonly [label: string, value: string | null | undefined])[]
}) {
  return (
    <Text style={textStyle}>
      {facts
        .filter(([, value]) => value)
        .map(([label, value], index) => (
          <Fragment key={label}>
            {index > 0 ? <br /> : null}
            <span style={{ color: '#475569' }}>{label}:</span> {value}
          </Fragment>
        ))}
    </Text>
  )
}

/**
 * Every lead email's frame: the logo from the site, one column a phone reads without zooming, and the
 * signature (who it is from, their phone and the site).
 */
export function EmailLayout(props: {
  preview: string
  siteUrl: string
  signature: { name: string; phone?: string | null }
  children: ReactNode
  /** The language it is written in (staff emails: English). */
  language?: Language
}) {
  const { preview, siteUrl, signature, children, language = DEFAULT_LANGUAGE } = props
  return (
    <Html lang={language}>
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: '#f8fafc', fontFamily: 'Helvetica, Arial, sans-serif', margin: 0 }}>
        <Container style={{ backgroundColor: '#ffffff', maxWidth: '560px', padding: '24px' }}>
          <Img src={new URL(LOGO_PNG_PATH, siteUrl).href} width="48" height="48" alt="" />
          <Section style={{ marginTop: '16px' }}>{children}</Section>
          <Hr style={{ borderColor: '#e2e8f0', margin: '24px 0 16px' }} />
          <Text style={{ ...textStyle, fontSize: '14px', margin: 0 }}>
            {signature.name}
            {signature.phone ? (
              <>
                <br />
                {signature.phone}
              </>
            ) : null}
            <br />
            <Link href={siteUrl} style={linkStyle}>
              {siteUrl}
            </Link>
          </Text>
        </Container>
      </Body>
    </Html>
  )
}
