import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { simpleParser, type ParsedMail } from 'mailparser'
import { extractText } from 'unpdf'
import { startSmtpInbox } from '@ecs/test-stack/smtp-inbox'
import type { CustomerVisit, DeskVisit, JobBooking, ReviewStatsRow } from '@ecs/shared/booking'
import type { CustomerQuote, QuoteView } from '@ecs/shared/quotes'
import { longDate } from '@ecs/shared/schemas'
// Types only: the modules are imported after the test's SMTP settings are in place.
import type * as BookingHelpers from '../helpers/booking'
import type * as RestHelpers from '../helpers/rest'
import type { Actor } from '../helpers/users'
import { fieldsOf, readProblem } from '../helpers/problem'
import { reviewBody } from '@ecs/test-stack/lead-bodies'
import { databasePool } from '../../src/utilities/database'

/** What the test's SMTP server received. */
const smtp = await startSmtpInbox()

let payload: Payload
let tokens: Record<Actor, string | undefined>
let rest: typeof RestHelpers
let booking: typeof BookingHelpers
let locationId: number
/** The office's name, which signs its emails. */
let office: string
const GOOGLE_REVIEW_URL = 'https://g.page/r/clearview-houston-test/review'

beforeAll(async () => {
  // Read by the CMS's env module when the config is first imported, below.
  process.env.SMTP_URL = smtp.url
  process.env.JOB_RETRY_DELAY_MS = '0'
  rest = await import('../helpers/rest')
  booking = await import('../helpers/booking')
  ;({ payload, tokens } = await rest.payloadWithTokens())
  locationId = await booking.everyDayBooking(payload)
  const location = await payload.update({
    collection: 'locations',
    id: locationId,
    data: { googleReviewUrl: GOOGLE_REVIEW_URL },
    overrideAccess: true,
    draft: false,
  })
  office = location.name
})
afterAll(async () => {
  await smtp.stop()
  await payload.db.destroy?.()
})

const runVisitMails = () =>
  payload.jobs.run({ where: { taskSlug: { equals: 'sendVisitMail' } }, limit: 100, silent: true })

const mailsTo = (email: string): Promise<ParsedMail[]> =>
  Promise.all(smtp.to(email).map((mail) => simpleParser(mail.raw)))

/** A job booked by its customer in the first free window, through the quote link's endpoint. */
async function bookedJob(customer: Parameters<typeof BookingHelpers.acceptedQuote>[2] = {}) {
  const quote = await booking.acceptedQuote(payload, locationId, customer)
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

const pool = () => databasePool(payload)
const runReviewRequests = () =>
  payload.jobs.run({ where: { taskSlug: { equals: 'sendReviewRequest' } }, limit: 100, silent: true })
const markDone = (visitId: number, actor: Actor = 'staff') =>
  rest.postJson(`/api/desk/visits/${visitId}/done`, {}, { token: tokens[actor] })
/** The bodies of the texts queued for a lead with a purpose (the queue checks consent when it sends them). */
const queuedTexts = async (leadId: number, purpose: string) =>
  (
    await pool().query(
      `SELECT input->>'body' AS body FROM payload_jobs WHERE task_slug = 'sendText'
       AND input->>'purpose' = $2 AND (input->>'leadId')::int = $1`,
      [leadId, purpose],
    )
  ).rows

describe('review requests after a job is done', () => {
  /** The reminder falls due: as if the three days had passed. */
  const reminderDue = (visitId: number) =>
    pool().query(
      `UPDATE payload_jobs SET wait_until = now() - interval '1 second'
       WHERE task_slug = 'sendReviewRequest' AND (input->>'visitId')::int = $1`,
      [visitId],
    )
  const timeline = async (leadId: number, type: string) =>
    (
      await pool().query(
        `SELECT to_value AS "toValue", text FROM lead_events WHERE lead_id = $1 AND type = $2 ORDER BY id`,
        [leadId, type],
      )
    ).rows
  const subjectsTo = async (email: string) => (await mailsTo(email)).map((mail) => mail.subject ?? '')

  it('staff mark a booked job done once: the lead moves to job done and the customer is asked once, then reminded once after three days', async () => {
    const { email, leadId, booked } = await bookedJob()
    await runVisitMails()
    const visitId = booked.visit!.id
    expect((await markDone(visitId, 'anonymous')).status).toBe(401)
    expect((await markDone(visitId, 'marketing')).status).toBe(403)
    const response = await markDone(visitId)
    expect(response.status, await response.clone().text()).toBe(200)
    const done = (await response.json()) as DeskVisit
    expect(done).toMatchObject({ status: 'done', reviewRequestedAt: null })
    // A second click is refused and queues nothing more.
    const again = await readProblem(await markDone(visitId), 409)
    expect(fieldsOf(again)).toEqual(['status'])
    const lead = await payload.findByID({ collection: 'desk-leads', id: leadId, overrideAccess: true })
    expect(lead.quoteStage).toBe('job-done')
    expect(await timeline(leadId, 'visit')).toContainEqual(expect.objectContaining({ toValue: 'done' }))

    await runReviewRequests()
    await runReviewRequests()
    const requests = (await mailsTo(email)).filter((mail) => mail.subject?.startsWith('How did we do?'))
    expect(requests.map((mail) => mail.subject)).toEqual([`How did we do? A review of your job with ${office}`])
    const [request] = requests
    expect(request!.text).toContain('We ask every customer for a review after each job')
    expect(request!.html).toContain(GOOGLE_REVIEW_URL)
    const formLink = `http://localhost:3000/services/review?location=houston&reference=${booked.visit!.reference}`
    expect(request!.text).toContain(formLink)
    const stopLink = /href="(http:\/\/localhost:3000\/visit\/[^"]+)"/.exec(request!.html as string)![1]!
    // The text goes through the texts' queue (consent, STOP and quiet hours are checked when it is sent).
    expect(await queuedTexts(leadId, 'review-request')).toEqual([
      { body: expect.stringContaining('How did we do? We ask every customer for a review') },
    ])
    expect(await timeline(leadId, 'email')).toContainEqual(expect.objectContaining({ toValue: 'review request' }))

    // The stop link opens the visit page's view of the done job, with its reminder due.
    const page = (await (await rest.rest(`/api/visits/link/${stopLink.split('/visit/')[1]}`)).json()) as CustomerVisit
    expect(page).toMatchObject({ visit: { status: 'done' }, canChange: false, reviewReminder: 'due' })

    await reminderDue(visitId)
    await runReviewRequests()
    await runReviewRequests()
    expect(await subjectsTo(email)).toEqual([
      `Your job is booked: ${booked.visit!.label} (${office})`,
      `How did we do? A review of your job with ${office}`,
      `A reminder: how did we do? (${office})`,
    ])
    const visit = await payload.findByID({ collection: 'visits', id: visitId, overrideAccess: true })
    expect(visit.reviewRequestedAt).not.toBeNull()
    expect(visit.reviewRemindedAt).not.toBeNull()
  })

  it('sends the request once though two runners race for it and a second copy of the job runs', async () => {
    const { email, booked } = await bookedJob()
    await runVisitMails()
    expect((await markDone(booked.visit!.id)).status).toBe(200)
    const { createLocalReq } = await import('payload')
    const { sendReviewRequestTask } = await import('../../src/tasks/send-review-request')
    const handler = sendReviewRequestTask.handler as (args: never) => Promise<{ output: { outcome: string } }>
    const runHandler = async () =>
      handler({
        input: { visitId: booked.visit!.id, step: 'request' },
        req: await createLocalReq({}, payload),
      } as never)
    const outcomes = await Promise.all([runHandler(), runHandler()])
    expect(outcomes.map((outcome) => outcome.output.outcome).sort()).toEqual(['already sent', 'sent'])
    await payload.jobs.queue({ task: 'sendReviewRequest', input: { visitId: booked.visit!.id, step: 'request' } })
    await runReviewRequests()
    expect((await subjectsTo(email)).filter((subject) => subject.startsWith('How did we do?'))).toHaveLength(1)
  })

  it('reminds nobody who stopped the reminder, nor anyone who already wrote the review', async () => {
    const stopped = await bookedJob()
    const reviewedJob = await bookedJob()
    await runVisitMails()
    for (const job of [stopped, reviewedJob]) expect((await markDone(job.booked.visit!.id)).status).toBe(200)
    await runReviewRequests()
    const stopLink = /href="http:\/\/localhost:3000\/visit\/([^"]+)"/.exec(
      (await mailsTo(stopped.email)).find((mail) => mail.subject?.startsWith('How did we do?'))!.html as string,
    )![1]!
    const stop = await rest.postJson(`/api/visits/link/${stopLink}/review-opt-out`, {})
    expect(stop.status, await stop.clone().text()).toBe(200)
    expect(((await stop.json()) as CustomerVisit).reviewReminder).toBe('stopped')
    const review = await rest.postJson('/api/leads/review', {
      ...reviewBody(),
      location: 'houston',
      reference: reviewedJob.booked.visit!.reference.toLowerCase(),
    })
    expect(review.status, await review.clone().text()).toBe(201)
    for (const job of [stopped, reviewedJob]) await reminderDue(job.booked.visit!.id)
    await runReviewRequests()
    for (const job of [stopped, reviewedJob])
      expect((await subjectsTo(job.email)).filter((subject) => subject.startsWith('A reminder'))).toEqual([])
    // The review is linked to the job's lead, and noted on its timeline.
    const [linked] = (
      await payload.find({
        collection: 'reviews',
        where: { reference: { equals: reviewedJob.booked.visit!.reference } },
        overrideAccess: true,
        depth: 0,
      })
    ).docs
    expect(linked?.lead).toBe(reviewedJob.leadId)
    expect(await timeline(reviewedJob.leadId, 'review')).toEqual([
      expect.objectContaining({ toValue: `${linked!.rating}/5` }),
    ])
  })

  it('counts requests sent, reviews received and their average rating per location and month for staff only', async () => {
    const answer = await rest.rest('/api/desk/review-requests', { token: tokens.staff })
    expect(answer.status).toBe(200)
    const rows = (await answer.json()) as ReviewStatsRow[]
    const month = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago', year: 'numeric', month: '2-digit' })
      .format(new Date())
      .slice(0, 7)
    const { rows: expected } = await pool().query(
      `SELECT (SELECT count(*)::int FROM visits v WHERE v.location_id = $1 AND v.review_requested_at IS NOT NULL) AS sent,
        (SELECT count(*)::int FROM reviews r WHERE r.location_id = $1 AND r.idempotency_key IS NOT NULL) AS received`,
      [locationId],
    )
    expect(rows.find((row) => row.location === 'Houston TX' && row.month === month)).toMatchObject({
      requestsSent: expected[0].sent,
      reviewsReceived: expected[0].received,
      fromRequests: 1,
    })
    expect((await rest.rest('/api/desk/review-requests', { token: tokens.marketing })).status).toBe(403)
    expect((await rest.rest('/api/desk/review-requests')).status).toBe(401)
  })

  it('refuses to mark done a cancelled job or a visit that does not exist, and asks nobody', async () => {
    const { email, booked } = await bookedJob()
    const token = booked.changeLink!.split('/visit/')[1]!
    expect((await rest.postJson(`/api/visits/link/${token}/cancel`, {})).status).toBe(200)
    const refused = await readProblem(await markDone(booked.visit!.id), 409)
    expect(refused.detail).toBe(`Job ${booked.visit!.reference} is cancelled already.`)
    expect((await markDone(2_000_000_000)).status).toBe(404)
    expect((await markDone(Number.NaN)).status).toBe(404)
    await runReviewRequests()
    expect((await subjectsTo(email)).filter((subject) => subject.startsWith('How did we do?'))).toEqual([])
  })
})

describe("a Spanish-speaking customer's visit and quote", () => {
  /** An invitation's text with its folded lines joined again (RFC 5545 folds lines at 75 octets). */
  const unfolded = (mail: ParsedMail) =>
    mail.attachments
      .find((part) => part.contentType === 'application/ics')!
      .content.toString()
      .replace(/\r\n[ \t]/g, '')

  it('books, reminds and asks for a review in Spanish: the mails, the invitation, the texts and the visit page', async () => {
    const { email, leadId, booked } = await bookedJob({ language: 'es' })
    const label = booked.visit!.label
    // The quote page's booking labels the job in Spanish too: "vie, 27 de nov, 9:00 a.m. – 11:00 a.m.".
    expect(label).toMatch(/^[a-zá-ú]{3}, \d{1,2} de [a-z]{3}, .* [ap]\.m\./)
    await runVisitMails()
    const [confirmation] = await mailsTo(email)
    expect(confirmation!.subject).toBe(`Su trabajo está reservado: ${label} (${office})`)
    expect(confirmation!.html).toContain('lang="es"')
    expect(confirmation!.text).toContain('Cuándo:')
    expect(confirmation!.text).toContain('Puede cambiar la fecha o cancelar en línea hasta el')
    expect(unfolded(confirmation!)).toContain(`SUMMARY:Trabajo: ${office}`)
    expect(unfolded(confirmation!)).toContain(`DESCRIPTION:Referencia ${booked.visit!.reference}. Si necesita cambiar`)

    // The reminder falls due: the mail and the text are in Spanish.
    await pool().query(
      `UPDATE payload_jobs SET wait_until = now() - interval '1 second'
       WHERE task_slug = 'sendVisitMail' AND (input->>'visitId')::int = $1`,
      [booked.visit!.id],
    )
    await runVisitMails()
    expect((await mailsTo(email)).map((mail) => mail.subject)).toContain(`Su trabajo es mañana: ${label} (${office})`)
    expect(await queuedTexts(leadId, 'visit-reminder')).toEqual([
      { body: expect.stringContaining(`le recordamos su cita del ${label}`) },
    ])

    // Their private page answers in their language.
    const page = (await (
      await rest.rest(`/api/visits/link/${booked.changeLink!.split('/visit/')[1]}`)
    ).json()) as CustomerVisit
    expect(page).toMatchObject({ language: 'es', visit: { label } })
    expect(page.changeUntil).toMatch(/ de [a-z]{3}, /)
    expect(page.windows[0]?.label).toMatch(/ de [a-z]{3}, /)

    expect((await markDone(booked.visit!.id)).status).toBe(200)
    await runReviewRequests()
    const request = (await mailsTo(email)).find((mail) => mail.subject?.startsWith('¿Qué tal lo hicimos?'))
    expect(request?.subject).toBe(`¿Qué tal lo hicimos? Cuéntenos cómo fue su trabajo con ${office}`)
    expect(request!.text).toContain(
      `http://localhost:3000/es/services/review?location=houston&reference=${booked.visit!.reference}`,
    )
    expect(request!.text).toContain('Le enviaremos un solo recordatorio en unos días.')
    expect(await queuedTexts(leadId, 'review-request')).toEqual([
      { body: expect.stringContaining('Les pedimos a todos nuestros clientes su opinión') },
    ])
  })

  it('sends their quote in Spanish, its page says so and its PDF is written in Spanish, with money and dates in es-US', async () => {
    const lead = await booking.newDeskLead(payload, locationId, { language: 'es', status: 'new' })
    const email = lead.email!
    const draft = {
      lines: [{ kind: 'free', description: 'Lavado del techo', quantity: 1, unitCents: 43_210 }],
      deposit: { type: 'percent', percent: 25 },
      validUntil: booking.quoteValidUntil,
    }
    const saved = await rest.postJson(`/api/desk/leads/${lead.id}/quotes`, draft, { token: tokens.staff })
    expect(saved.status, await saved.clone().text()).toBe(201)
    const quote = (await saved.json()) as QuoteView
    const sent = await rest.postJson(`/api/desk/quotes/${quote.id}/send`, {}, { token: tokens.staff })
    expect(sent.status, await sent.clone().text()).toBe(200)

    const validUntil = longDate(booking.quoteValidUntil, 'es')
    const [mail] = await mailsTo(email)
    expect(mail!.subject).toBe(`Su presupuesto ${quote.number} de ${office}`)
    expect(mail!.html).toContain('lang="es"')
    expect(mail!.text).toContain('Total a pagar: $432.10')
    expect(mail!.text).toContain(`Válido hasta: ${validUntil}`)
    expect(mail!.text).toContain('Ver su presupuesto')

    const token = booking.quoteToken(quote.id)
    const page = (await (await rest.rest(`/api/quotes/link/${token}`)).json()) as CustomerQuote
    expect(page.language).toBe('es')
    const pdf = await rest.rest(`/api/quotes/link/${token}/pdf`)
    expect(pdf.status).toBe(200)
    const { text } = await extractText(new Uint8Array(await pdf.arrayBuffer()), { mergePages: true })
    for (const words of [
      `Presupuesto ${quote.number} (versión 1)`,
      `válido hasta el ${validUntil}`,
      'Lavado del techo',
      'Total a pagar',
      '$432.10',
      'Para aceptarlo, abra el enlace de su correo',
    ])
      expect(text).toContain(words)
    expect(text).not.toContain('Quote')
  })
})
