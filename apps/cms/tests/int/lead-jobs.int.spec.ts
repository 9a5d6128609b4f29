import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Payload } from 'payload'
import { startSmtpInbox } from '@ecs/test-stack/smtp-inbox'
import type { LeadAccepted } from '@ecs/shared/api'
import { leadPromise } from '@ecs/shared/leads'
import { databasePool } from '../../src/utilities/database'
import { simpleParser } from 'mailparser'
import { careerApplicationBody, estimateBody, FILES, planSignupBody, reviewBody } from '@ecs/test-stack/lead-bodies'
// Types only: the module itself is imported after the test's SMTP and retry settings are in place.
import type * as RestHelpers from '../helpers/rest'
import type * as PhotoLinks from '../../src/leads/photos/photo-link'

const smtp = await startSmtpInbox()
const inbox = smtp.mails

/** A webhook receiver whose answers the test scripts: fail, be slow, or accept. */
interface Hit {
  headers: IncomingMessage['headers']
  body: string
}
let plan: ('fail' | 'slow' | 'ok')[] = []
const hits: Hit[] = []
const receiver: Server = createServer((request, response) => {
  const chunks: Buffer[] = []
  request.on('data', (chunk: Buffer) => chunks.push(chunk))
  request.on('end', () => {
    hits.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') })
    const next = plan.shift() ?? 'ok'
    if (next === 'fail') response.writeHead(500).end('down')
    else if (next === 'slow') setTimeout(() => response.writeHead(200).end('late'), 1500).unref()
    else response.writeHead(200).end('ok')
  })
})

const listen = (
  server: { listen: (port: number, host: string, cb: () => void) => unknown },
  address: () => AddressInfo,
) => new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve(address().port)))

let payload: Payload
let postJson: typeof RestHelpers.postJson
let rest: typeof RestHelpers.rest
let readPhotoLink: typeof PhotoLinks.readPhotoLink
let staffToken: string | undefined
let marketingToken: string | undefined

beforeAll(async () => {
  await listen(receiver, () => receiver.address() as AddressInfo)
  // Read by the CMS's env module when the config is first imported, below.
  process.env.SMTP_URL = smtp.url
  process.env.JOB_RETRY_DELAY_MS = '0'
  process.env.WEBHOOK_TIMEOUT_MS = '500'
  // The receiver is on this machine: an address hooks may reach only where the environment says so.
  process.env.WEBHOOK_ALLOW_PRIVATE_TARGETS = 'true'
  const helpers = await import('../helpers/rest')
  ;({ readPhotoLink } = await import('../../src/leads/photos/photo-link'))
  postJson = helpers.postJson
  rest = helpers.rest
  const { getTestPayload } = await import('../helpers/payload')
  payload = await getTestPayload()
  const tokens = await helpers.actorTokens(payload)
  staffToken = tokens.staff
  marketingToken = tokens.marketing
})

afterAll(async () => {
  await smtp.stop()
  await new Promise<void>((resolve) => receiver.close(() => resolve()))
  await payload.db.destroy?.()
})

/** Runs due jobs until none is left (retries are due at once: JOB_RETRY_DELAY_MS=0), at most `rounds` times. */
async function drainJobs(rounds = 12): Promise<void> {
  for (let round = 0; round < rounds; round += 1) {
    await payload.jobs.run({ limit: 100, silent: true })
    const { totalDocs } = await payload.count({
      collection: 'payload-jobs',
      where: { and: [{ completedAt: { exists: false } }, { hasError: { not_equals: true } }] },
      overrideAccess: true,
    })
    if (totalDocs === 0) return
  }
}

/** The confirmation's link to add photos: to `path` on the site, with the request's query. */
function addPhotosLink(html: string, path: string): URL {
  const href = /href="([^"]*thank-you\?[^"]*)"/.exec(html)?.[1]?.replaceAll('&amp;', '&')
  expect(href, 'a link to add photos').toBeTruthy()
  const link = new URL(href!)
  expect(link.pathname).toBe(path)
  return link
}

async function registerHook(event: string, url: string) {
  return payload.create({
    collection: 'webhooks',
    data: { name: `Test ${event}`, event: event as never, url, secret: 'test-secret-0123456789' },
    overrideAccess: true,
  })
}

describe('after a lead', () => {
  it('emails each kind as HTML and plain text: the right names, promise and reference, and the desk link', async () => {
    // Other test files left their leads' jobs (hundreds) and their hooks (pointing at hosts that do not
    // answer here) in this database: sending to them would take longer than a test may, and they are
    // not this file's to check. Their jobs go and their hooks are paused.
    const pool = databasePool(payload)
    await pool.query('DELETE FROM payload_jobs WHERE completed_at IS NULL')
    await pool.query('UPDATE webhooks SET active = false')
    inbox.length = 0
    // Marketing's words from the CMS: an unknown placeholder is refused naming the field, a known one is used.
    const words = (greeting: string) =>
      postJson('/api/globals/lead-emails', { estimate: { customer: { greeting } } }, { token: marketingToken })
    const refused = await words('Hello {first_name}!')
    expect(refused.status).toBe(400)
    expect(JSON.stringify(await refused.json())).toContain('estimate.customer.greeting')
    expect((await words('Hello {firstName}!')).status).toBe(200)

    const sent = async (path: string, init: Parameters<typeof rest>[1]) => {
      const response = await rest(path, { method: 'POST', ...init })
      expect(response.status).toBe(201)
      const { reference, routing } = (await response.json()) as LeadAccepted
      const { rows } = await pool.query<{ id: number; documentId: number }>(
        'SELECT id, document_id AS "documentId" FROM desk_leads WHERE reference = $1',
        [reference],
      )
      return { reference, routing, deskId: rows[0]!.id, documentId: rows[0]!.documentId }
    }
    const asJson = (body: unknown) => ({ headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
    const grace = { firstName: 'Grace', lastName: 'Hopper', email: 'grace.hopper@example.com', phone: '2025550199' }
    const estimate = await sent('/api/leads/estimate', asJson(estimateBody({ contact: grace })))
    const plan = await sent(
      '/api/leads/plan-signup',
      asJson(planSignupBody({ location: 'tri-cities', contact: { ...grace, email: 'grace.plan@example.com' } })),
    )
    const application = new FormData()
    const { location: _none, ...applicant } = careerApplicationBody({
      contact: { ...grace, email: 'grace.jobs@example.com' },
    })
    application.set('application', JSON.stringify(applicant))
    application.set('resume', new File([new Uint8Array(FILES.pdf)], 'cv.pdf', { type: 'application/pdf' }))
    const career = await sent('/api/leads/career-application', { body: application })
    expect(inbox).toHaveLength(0) // nothing is sent inside the request
    // The only runner here is drainJobs: a job cron (JOBS_AUTORUN) could send the same email again.
    expect(payload.crons).toHaveLength(0)
    await drainJobs()
    expect(inbox).toHaveLength(6)

    const mails = await Promise.all(inbox.map(async (mail) => ({ ...(await simpleParser(mail.raw)), rcpt: mail.to })))
    const to = (address: string) => {
      const mail = mails.find((candidate) => candidate.rcpt.includes(address))
      expect(mail?.html, `an HTML part to ${address}`).toBeTruthy()
      expect(mail?.text, `a plain-text part to ${address}`).toBeTruthy()
      return mail!
    }
    const once = (text: string, phrase: string) => expect(text.split(phrase)).toHaveLength(2)
    const deskLink = (deskId: number) => `http://localhost:3000/admin/leads?lead=${deskId}`

    const customer = to('grace.hopper@example.com')
    expect(customer.subject).toBe(`Your estimate request ${estimate.reference}`)
    expect(customer.messageId).toBe(`<estimate-requests-${estimate.documentId}-customer@localhost>`)
    expect(customer.text).toMatch(/^Hello Grace!$/m)
    expect(customer.text).toContain(`Your reference is ${estimate.reference}`)
    expect(customer.html).toContain(estimate.reference)
    // The page's sentence from the intake's routing, word for word (lead-routing tests what it says when).
    expect(estimate.routing).toMatchObject({ team: 'DMV Area' })
    expect(customer.text).toContain(leadPromise('estimate', estimate.routing))
    expect(customer.text).not.toContain('business day')
    expect(customer.text).toContain('Call (703) 555-0101')
    // Photos may be added later from the mail: the request's thank-you page with its signed photo link.
    const photosLink = addPhotosLink(customer.html as string, '/dmv/thank-you')
    expect(photosLink.searchParams.get('ref')).toBe(estimate.reference)
    expect(readPhotoLink(photosLink.searchParams.get('photos')!)).toEqual({
      ok: true,
      parts: [Number(estimate.documentId), expect.any(Number)],
    })
    expect(customer.text).toMatch(/^Add photos of your property \(until [A-Z][a-z]+ \d{1,2}\)/m)
    once(customer.text!, 'Clearview Exterior Cleaning')
    once(customer.text!, 'Clearview Exterior Cleaning – DMV Area')

    const alert = to('dmv@clearview-exterior.example')
    expect(alert.subject).toBe('New estimate request: Grace Hopper, DMV Area')
    expect(alert.replyTo?.text).toBe('grace.hopper@example.com')
    expect(alert.text).toContain(deskLink(estimate.deskId))
    expect(alert.html).toContain(`href="${deskLink(estimate.deskId)}"`)
    expect(alert.text).toContain('Back windows are the worst.')
    expect(alert.text).not.toMatch(/contact\.lastName|sourcePage/)

    const signup = to('grace.plan@example.com')
    once(signup.text!, 'Clearview Exterior Cleaning – Tri-Cities')
    expect(plan.routing).toMatchObject({ team: 'Tri-Cities WA' })
    expect(signup.text).toContain(leadPromise('plan-signup', plan.routing))
    expect(signup.text).toMatch(/will call you .+ to schedule your first visit\./)
    expect(signup.text).toMatch(/^Plan: Plus$/m)
    expect(signup.text).toMatch(/^Home size: Large \(over 3,000 sq ft\)$/m)
    expect(signup.text).toMatch(/^Price per visit: \$\d+\.\d\d$/m)
    expect(signup.html).toContain('href="http://localhost:3000/tri-cities/seasonal-plans-terms"')
    expect(to('tricities@clearview-exterior.example').text).toContain(deskLink(plan.deskId))

    const applied = to('grace.jobs@example.com')
    expect(applied.text).toContain('Our hiring team replies to every application within a week.')
    expect(applied.text).not.toContain('business day')
    expect(applied.text).toContain('Window Cleaning Technician')
    once(applied.text!, 'Clearview Exterior Cleaning')
    expect(to('hello@clearview-exterior.example').text).toContain(deskLink(career.deskId))

    // Each sent email is on its lead's timeline, with what it said.
    const { rows } = await pool.query<{ text: string }>(
      'SELECT text FROM lead_events WHERE lead_id = $1 AND type = $2 ORDER BY id',
      [estimate.deskId, 'email'],
    )
    expect(rows.map((row) => row.text.split('\n')[0])).toEqual(
      expect.arrayContaining([
        `To dmv@clearview-exterior.example: ${alert.subject}`,
        `To grace.hopper@example.com: ${customer.subject}`,
      ]),
    )
    const sentWords = rows.find((row) => row.text.startsWith('To grace.hopper@example.com'))!.text
    expect(sentWords).toContain(leadPromise('estimate', estimate.routing))
  })

  it("writes a Spanish lead's confirmation in Spanish and tells the office the customer prefers Spanish", async () => {
    const pool = databasePool(payload)
    await pool.query('DELETE FROM payload_jobs WHERE completed_at IS NULL')
    inbox.length = 0
    const ana = { firstName: 'Ana', lastName: 'Reyes', email: 'ana.reyes@example.com', phone: '2025550188' }
    const response = await postJson('/api/leads/estimate', estimateBody({ contact: ana, language: 'es' }))
    expect(response.status).toBe(201)
    const { reference, routing } = (await response.json()) as LeadAccepted
    await drainJobs()
    const mails = await Promise.all(inbox.map(async (mail) => ({ ...(await simpleParser(mail.raw)), rcpt: mail.to })))
    const customer = mails.find((mail) => mail.rcpt.includes(ana.email))!
    // The seed's Spanish words from the CMS, the confirmation's own sentences and the promise, in Spanish.
    expect(customer.subject).toBe(`Su solicitud de presupuesto ${reference}`)
    expect(customer.text).toMatch(/^Hola, Ana:$/m)
    expect(customer.text).toContain('Recibimos su solicitud de presupuesto.')
    expect(customer.text).toMatch(/^Lo que nos pidió: Limpieza de ventanas para casas$/m)
    expect(customer.text).toContain(`Su número de referencia es ${reference}`)
    expect(customer.text).toContain(leadPromise('estimate', routing, new Date(), 'es'))
    expect(customer.text).toContain('¿Nos necesita antes? Llame al (703) 555-0101.')
    expect(customer.text).toContain('Gracias por pensar en nosotros.')
    expect(customer.html).toContain('lang="es"')
    expect(customer.text).toMatch(/^Agregue fotos de su propiedad \(hasta el \d{1,2} de [a-z]+\)/m)
    expect(addPhotosLink(customer.html as string, '/es/dmv/thank-you').searchParams.get('ref')).toBe(reference)
    expect(customer.text).not.toMatch(/Your reference|will call you|Need us sooner/)
    // Its office by the name Spanish gives it, in the promise too (the office's business name is a name).
    expect(routing?.team).toBe('DC, Maryland y Virginia')
    expect(customer.text!.replaceAll('Clearview Exterior Cleaning – DMV Area', '')).not.toContain('DMV Area')
    // The office reads English, and is told which language to answer in.
    const alert = mails.find((mail) => mail.rcpt.includes('dmv@clearview-exterior.example'))!
    expect(alert.subject).toBe('New estimate request: Ana Reyes, DMV Area')
    expect(alert.text).toMatch(/^Language: Spanish: the customer prefers Spanish$/m)
    // An English lead's alert says nothing of it.
    expect(mails.filter((mail) => mail.text?.includes('prefers Spanish'))).toHaveLength(1)
  })

  it('sends no confirmation to a visitor who gave a phone and no email; the office is told, the lead routed', async () => {
    const pool = databasePool(payload)
    await pool.query('DELETE FROM payload_jobs WHERE completed_at IS NULL')
    inbox.length = 0
    const cher = { firstName: 'Cher', phone: '2025550177', preferredContactMethod: 'phone' }
    const response = await postJson('/api/leads/estimate', estimateBody({ contact: cher }))
    expect(response.status).toBe(201)
    const { reference, routing } = (await response.json()) as LeadAccepted
    expect(routing).toMatchObject({ team: 'DMV Area' })
    const { rows } = await pool.query<{ name: string; email: string | null; phone: string }>(
      'SELECT name, email, phone FROM desk_leads WHERE reference = $1',
      [reference],
    )
    expect(rows).toEqual([{ name: 'Cher', email: null, phone: '+12025550177' }])
    await drainJobs()
    const mails = await Promise.all(inbox.map(async (mail) => ({ ...(await simpleParser(mail.raw)), rcpt: mail.to })))
    expect(mails.map((mail) => mail.rcpt)).toEqual([['dmv@clearview-exterior.example']])
    expect(mails[0]!.subject).toBe('New estimate request: Cher, DMV Area')
    expect(mails[0]!.replyTo).toBeUndefined()
  })

  it('delivers to a receiver that fails twice exactly once, logging every attempt, with a valid signature', async () => {
    hits.length = 0
    plan = ['fail', 'fail', 'ok']
    const { port } = receiver.address() as AddressInfo
    const hook = await registerHook('plan.signup', `http://127.0.0.1:${port}/catch`)
    const started = Date.now()
    expect((await postJson('/api/leads/plan-signup', planSignupBody())).status).toBe(201)
    expect(Date.now() - started).toBeLessThan(2000)
    await drainJobs()

    const { docs } = await payload.find({
      collection: 'webhook-deliveries',
      where: { webhook: { equals: hook.id } },
      overrideAccess: true,
    })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({
      status: 'succeeded',
      attempts: 3,
      responseCode: 200,
      lastError: null,
      event: 'plan.signup',
    })
    expect(hits).toHaveLength(3)
    const { signBody } = await import('../../src/tasks/deliver-webhook')
    for (const hit of hits)
      expect(hit.headers['x-clearview-signature']).toBe(signBody('test-secret-0123456789', hit.body))
    expect(JSON.parse(hits[2]!.body)).toMatchObject({ event: 'plan.signup', data: { planId: 'plus', location: 'dmv' } })

    await drainJobs()
    expect(hits).toHaveLength(3) // a delivered event is not sent again
  })

  it('counts a slow receiver as a failed attempt and retries it without losing the event', async () => {
    hits.length = 0
    plan = ['slow', 'ok']
    const { port } = receiver.address() as AddressInfo
    const hook = await registerHook('review.submitted', `http://127.0.0.1:${port}/slow`)
    expect((await postJson('/api/leads/review', reviewBody())).status).toBe(201)
    await drainJobs()
    const { docs } = await payload.find({
      collection: 'webhook-deliveries',
      where: { webhook: { equals: hook.id } },
      overrideAccess: true,
    })
    expect(docs[0]).toMatchObject({ status: 'succeeded', attempts: 2 })
  })

  it('lets staff send a test event to a hook; not anonymous visitors', async () => {
    hits.length = 0
    plan = []
    const { port } = receiver.address() as AddressInfo
    const hook = await registerHook('estimate.requested', `http://127.0.0.1:${port}/test`)
    expect((await rest(`/api/webhooks/${hook.id}/test`, { method: 'POST' })).status).toBe(401)
    const response = await rest(`/api/webhooks/${hook.id}/test`, { method: 'POST', token: staffToken })
    expect(response.status).toBe(202)
    const { deliveryId } = await response.json()
    await drainJobs()
    const delivery = await payload.findByID({ collection: 'webhook-deliveries', id: deliveryId, overrideAccess: true })
    expect(delivery).toMatchObject({ status: 'succeeded', test: true, attempts: 1 })
    expect(JSON.parse(hits.at(-1)!.body)).toMatchObject({ event: 'estimate.requested', data: { test: true } })
    expect((await rest('/api/webhook-deliveries')).status).toBe(403)
    expect((await rest('/api/webhooks')).status).toBe(403)
  })

  it('lets staff delete a hook that has fired; its deliveries stay readable with its name and URL', async () => {
    plan = []
    const { port } = receiver.address() as AddressInfo
    const url = `http://127.0.0.1:${port}/gone`
    const hook = await registerHook('estimate.requested', url)
    const sent = await rest(`/api/webhooks/${hook.id}/test`, { method: 'POST', token: staffToken })
    const { deliveryId } = await sent.json()
    await drainJobs()
    // A second event still waiting when the hook goes: it fails as undeliverable, it is not lost.
    const waiting = await rest(`/api/webhooks/${hook.id}/test`, { method: 'POST', token: staffToken })
    const { deliveryId: waitingId } = await waiting.json()
    expect((await rest(`/api/webhooks/${hook.id}`, { method: 'DELETE', token: staffToken })).status).toBe(200)
    await drainJobs()
    const read = (id: number) => rest(`/api/webhook-deliveries/${id}?depth=1`, { token: staffToken })
    const delivered = await read(deliveryId)
    expect(delivered.status).toBe(200)
    expect(await delivered.json()).toMatchObject({
      webhook: null,
      hookName: 'Test estimate.requested',
      hookUrl: url,
      status: 'succeeded',
    })
    expect(await (await read(waitingId)).json()).toMatchObject({
      webhook: null,
      hookUrl: url,
      status: 'failed',
      lastError: 'The hook was deleted before this event was sent.',
    })
  })
})
