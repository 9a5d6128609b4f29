import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Payload } from 'payload'
import { SMTPServer } from 'smtp-server'
import { databasePool } from '../../src/utilities/database'
import { estimateBody } from '../helpers/lead-bodies'
// Types only: the module itself is imported after the test's SMTP and retry settings are in place.
import type * as RestHelpers from '../helpers/rest'

/** One received email: envelope recipients and the raw message. */
interface Received {
  to: string[]
  raw: string
}

const inbox: Received[] = []
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
let staffToken: string | undefined

beforeAll(async () => {
  const smtpPort = await listen(smtp, () => smtp.server.address() as AddressInfo)
  await listen(receiver, () => receiver.address() as AddressInfo)
  // Read by the CMS's env module when the config is first imported, below.
  process.env.SMTP_URL = `smtp://127.0.0.1:${smtpPort}`
  process.env.JOB_RETRY_DELAY_MS = '0'
  process.env.WEBHOOK_TIMEOUT_MS = '500'
  // The receiver is on this machine: an address hooks may reach only where the environment says so.
  process.env.WEBHOOK_ALLOW_PRIVATE_TARGETS = 'true'
  const helpers = await import('../helpers/rest')
  postJson = helpers.postJson
  rest = helpers.rest
  const { getTestPayload } = await import('../helpers/payload')
  payload = await getTestPayload()
  staffToken = (await helpers.actorTokens(payload)).staff
})

afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()))
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

async function registerHook(event: string, url: string) {
  return payload.create({
    collection: 'webhooks',
    data: { name: `Test ${event}`, event: event as never, url, secret: 'test-secret-0123456789' },
    overrideAccess: true,
  })
}

describe('after a lead', () => {
  it('emails the location inbox and confirms to the customer, over SMTP', async () => {
    // Other test files left their leads' jobs (hundreds) and their hooks (pointing at hosts that do not
    // answer here) in this database: sending to them would take longer than a test may, and they are
    // not this file's to check. Their jobs go and their hooks are paused.
    const pool = databasePool(payload)
    await pool.query('DELETE FROM payload_jobs WHERE completed_at IS NULL')
    await pool.query('UPDATE webhooks SET active = false')
    inbox.length = 0
    const body = estimateBody({
      contact: { firstName: 'Grace', lastName: 'Hopper', email: 'grace.hopper@example.com', phone: '2025550199' },
    })
    expect((await postJson('/api/leads/estimate', body)).status).toBe(201)
    expect(inbox).toHaveLength(0) // nothing is sent inside the request
    // The only runner here is drainJobs: a job cron (JOBS_AUTORUN) could send the same email again.
    expect(payload.crons).toHaveLength(0)
    await drainJobs()
    const team = inbox.find((mail) => mail.to.includes('dmv@clearview-exterior.example'))
    const customer = inbox.find((mail) => mail.to.includes('grace.hopper@example.com'))
    // Subjects are RFC 2047 encoded (the location names hold an en dash); bodies are plain text.
    expect(team?.raw).toMatch(/^Subject: =\?UTF-8\?Q\?New_estimate_request/m)
    expect(team?.raw).toMatch(/^Reply-To: grace\.hopper@example\.com$/m)
    expect(team?.raw).toMatch(/^contact\.lastName: Hopper$/m)
    expect(team?.raw).toMatch(/^sourcePage: \/dmv\/contact$/m)
    expect(customer?.raw).toMatch(/^Subject: We received your estimate request$/m)
    expect(customer?.raw).toMatch(/^Hi Grace,$/m)
    expect(inbox).toHaveLength(2)
  })

  it('delivers to a receiver that fails twice exactly once, logging every attempt, with a valid signature', async () => {
    hits.length = 0
    plan = ['fail', 'fail', 'ok']
    const { port } = receiver.address() as AddressInfo
    const hook = await registerHook('plan.signup', `http://127.0.0.1:${port}/catch`)
    const { planSignupBody } = await import('../helpers/lead-bodies')
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
    const { reviewBody } = await import('../helpers/lead-bodies')
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
