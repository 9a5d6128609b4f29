import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AddressInfo } from 'node:net'
import type { Payload } from 'payload'
import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import type { JobBooking } from '@ecs/shared/booking'
// Types only: the modules are imported after the test's SMTP settings are in place.
import type * as BookingHelpers from '../helpers/booking'
import type * as RestHelpers from '../helpers/rest'

/** What the test's SMTP server received: envelope recipients and the raw message. */
const inbox: { to: string[]; raw: string }[] = []
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['AUTH', 'STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = []
    stream.on('data', (chunk: Buffer) => chunks.push(chunk))
    stream.on('end', () => {
      inbox.push({
        to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        raw: Buffer.concat(chunks).toString('utf8'),
      })
      callback()
    })
  },
})

let payload: Payload
let rest: typeof RestHelpers
let booking: typeof BookingHelpers
let locationId: number
/** The office's name, which signs its emails. */
let office: string

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  // Read by the CMS's env module when the config is first imported, below.
  process.env.SMTP_URL = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`
  process.env.JOB_RETRY_DELAY_MS = '0'
  rest = await import('../helpers/rest')
  booking = await import('../helpers/booking')
  ;({ payload } = await rest.payloadWithTokens())
  locationId = await booking.everyDayBooking(payload)
  office = (await payload.findByID({ collection: 'locations', id: locationId, overrideAccess: true })).name
})
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()))
  await payload.db.destroy?.()
})

const runVisitMails = () =>
  payload.jobs.run({ where: { taskSlug: { equals: 'sendVisitMail' } }, limit: 100, silent: true })

const mailsTo = (email: string): Promise<ParsedMail[]> =>
  Promise.all(inbox.filter((mail) => mail.to.includes(email)).map((mail) => simpleParser(mail.raw)))

/** A job booked by its customer in the first free window, through the quote link's endpoint. */
async function bookedJob() {
  const quote = await booking.acceptedQuote(payload, locationId)
  const offered = (await (await rest.rest(`/api/quotes/link/${quote.token}/booking`)).json()) as JobBooking
  const booked = await rest.postJson(`/api/quotes/link/${quote.token}/booking`, {
    startsAt: offered.windows[0]!.startsAt,
  })
  expect(booked.status, await booked.clone().text()).toBe(201)
  return { ...quote, booked: (await booked.json()) as JobBooking }
}

describe("a booked visit's emails", () => {
  it('emails the confirmation once with its calendar invitation and the change link, and queues the reminder', async () => {
    const { email, booked } = await bookedJob()
    await runVisitMails()
    await runVisitMails()
    const mails = await mailsTo(email)
    expect(mails.map((mail) => mail.subject)).toEqual([`Your job is booked: ${booked.visit!.label} (${office})`])
    const [mail] = mails
    expect(mail!.text).toContain(booked.visit!.reference)
    expect(mail!.html).toContain(booked.changeLink!)
    const invitation = mail!.attachments.find((part) => part.contentType === 'application/ics')
    expect(invitation?.content.toString()).toMatch(/BEGIN:VCALENDAR[\s\S]*METHOD:REQUEST/)
    const queued = await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'sendVisitMail' } },
      pagination: false,
      overrideAccess: true,
    })
    const left = queued.docs.map((job) => job.input as { visitId: number; mail: string })
    expect(left.filter((input) => input.visitId === booked.visit!.id).map((input) => input.mail)).toEqual(['reminder'])
  })
})
