/** Quoted-printable undone and read as UTF-8. */
export function readableText(raw: string): string
/** A message the test's SMTP server was given. */
export interface ReceivedMail {
  /** Envelope recipients. */
  readonly to: string[]
  /** The message as sent (headers and MIME body), read as UTF-8. */
  readonly raw: string
  /** The message as a person reads it: quoted-printable undone. */
  readonly text: string
  readonly messageId: string | undefined
}
/** An SMTP server of a test's own (the CMS's SMTP_URL), keeping every message in order. */
export interface SmtpInbox {
  url: string
  mails: ReceivedMail[]
  to(address: string): ReceivedMail[]
  stop(): Promise<void>
}
export function startSmtpInbox(): Promise<SmtpInbox>
