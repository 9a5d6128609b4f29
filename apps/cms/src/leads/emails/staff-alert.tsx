import { Fragment } from 'react'
import { Button, Heading, Text } from '@react-email/components'
import { EmailLayout, FactList, textStyle } from './email-layout'

export interface StaffAlertProps {
  siteUrl: string
  company: { name: string }
  /** e.g. "Estimate request from Grace Hopper". */
  heading: string
  facts: readonly (readonly [string, string | null | undefined])[]
  /** What the visitor wrote in their own words, if anything. */
  message?: string | null
  /** The lead's page on the desk. */
  deskUrl: string
}

/** The office's alert for a new lead: who, what, how to reach them, and the way to the lead on the desk. */
export function StaffAlert({ siteUrl, company, heading, facts, message, deskUrl }: StaffAlertProps) {
  return (
    <EmailLayout preview={heading} siteUrl={siteUrl} signature={{ name: `${company.name} lead desk` }}>
      <Heading as="h1" style={{ ...textStyle, fontSize: '20px', fontWeight: 700 }}>
        {heading}
      </Heading>
      <FactList facts={facts} />
      {message ? (
        <Text style={{ ...textStyle, borderLeft: '3px solid #c4b5fd', paddingLeft: '12px' }}>
          {message.split('\n').map((line, index) => (
            <Fragment key={index}>
              {index > 0 ? <br /> : null}
              {line}
            </Fragment>
          ))}
        </Text>
      ) : null}
      <Button
        href={deskUrl}
        style={{
          backgroundColor: '#5b21b6',
          borderRadius: '8px',
          color: '#ffffff',
          fontWeight: 600,
          padding: '12px 20px',
        }}
      >
        Open the lead on the desk
      </Button>
    </EmailLayout>
  )
}
