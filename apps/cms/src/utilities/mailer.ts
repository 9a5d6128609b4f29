import nodemailer, { type Transporter } from 'nodemailer'
import type { Payload } from 'payload'
import { env } from '../env'

export interface OutgoingMail {
  to: string
  subject: string
  /** The message as HTML, and as plain text for clients and readers that show no HTML. */
  html: string
  text: string
  replyTo?: string
  /**
   * The same for every send of one message, so a resend after a crash (the job ran again, decision 011)
   * is the same message to the receiving mail system, which can drop the repeat.
   */
  messageId?: string
  /** A calendar invitation (iCalendar), sent as the message's text/calendar part and as an .ics file. */
  icalEvent?: { method: 'REQUEST' | 'CANCEL'; filename: string; content: string }
}

let transport: Transporter | undefined

/**
 * SMTP when SMTP_URL is set; otherwise (local development) the message is rendered but not sent, and
 * logged, so a developer sees what a customer would receive.
 */
function mailTransport(): Transporter {
  transport ??= env.SMTP_URL
    ? nodemailer.createTransport(env.SMTP_URL)
    : nodemailer.createTransport({ jsonTransport: true })
  return transport
}

export async function sendMail(payload: Payload, mail: OutgoingMail): Promise<void> {
  await mailTransport().sendMail({ from: env.MAIL_FROM, ...mail })
  if (!env.SMTP_URL)
    payload.logger.info(
      { to: mail.to, subject: mail.subject, text: mail.text },
      'email (no SMTP_URL: logged, not sent)',
    )
}
