import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Payload } from 'payload'
import { isPublicAddress } from '../../src/webhooks/public-targets'
import { toProblemDetails } from '@ecs/shared/http'
import { fieldsOf } from '../helpers/problem'
import { payloadWithTokens, postJson, rest } from '../helpers/rest'

// This file runs with the environment's default: hooks may reach public addresses only
// (WEBHOOK_ALLOW_PRIVATE_TARGETS unset; lead-jobs.int.spec.ts turns it on for its local receiver).

/** Something listening on this machine, as an internal service would: it must never be reached. */
let hits = 0
const internal: Server = createServer((request, response) => {
  hits += 1
  request.resume()
  response.writeHead(200).end('internal')
})
let internalPort: number

/** A refusal of the CMS's field checks (Payload's own error body, as the site's forward reads it). */
async function refusal(response: Response) {
  expect(response.status).toBe(400)
  return toProblemDetails(response.status, await response.json())
}
let payload: Payload
let staffToken: string | undefined

beforeAll(async () => {
  await new Promise<void>((resolve) => internal.listen(0, '127.0.0.1', resolve))
  internalPort = (internal.address() as AddressInfo).port
  const actors = await payloadWithTokens()
  payload = actors.payload
  staffToken = actors.tokens.staff
})

afterAll(async () => {
  await new Promise<void>((resolve) => internal.close(() => resolve()))
})

describe('which addresses are public', () => {
  it.each([
    ['127.0.0.1', false],
    ['127.8.9.10', false],
    ['10.0.0.1', false],
    ['172.16.5.4', false],
    ['192.168.1.1', false],
    ['169.254.169.254', false], // cloud metadata
    ['100.64.0.1', false], // carrier-grade NAT
    ['100.100.100.200', false], // a cloud's metadata in the CGNAT range
    ['0.0.0.0', false],
    ['255.255.255.255', false],
    ['224.0.0.1', false],
    ['198.18.0.1', false],
    ['::1', false],
    ['::', false],
    ['fe80::1', false],
    ['fd00:ec2::254', false], // cloud metadata over IPv6
    ['::ffff:127.0.0.1', false],
    ['::ffff:10.0.0.1', false],
    ['64:ff9b::a00:1', false], // NAT64 of 10.0.0.1
    ['2002:7f00:1::', false], // 6to4 of 127.0.0.1
    ['not an address', false],
    ['8.8.8.8', true],
    ['52.1.2.3', true],
    ['::ffff:8.8.8.8', true],
    ['2606:4700:4700::1111', true],
  ])('%s: %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected)
  })
})

describe('saving a hook', () => {
  const register = (url: string) =>
    postJson('/api/webhooks', { name: 'Probe', event: 'estimate.requested', url }, { token: staffToken })

  it.each([
    'http://127.0.0.1:3001/api/users',
    'http://127.1/',
    'http://2130706433/', // 127.0.0.1 as one number
    'http://0x7f000001/',
    'http://0/',
    'http://localhost:3001/admin',
    'http://[::1]:5432/',
    'http://[::ffff:127.0.0.1]/',
    'http://169.254.169.254/latest/meta-data/',
    'http://[fd00:ec2::254]/',
    'http://10.1.2.3/',
    'http://192.168.0.10:8080/',
    'http://172.31.255.1/',
    'http://100.64.0.1/',
    'https://[fe80::1]/',
  ])('refuses %s with a 400 naming the url field, and stores nothing', async (url) => {
    const before = await payload.count({ collection: 'webhooks', overrideAccess: true })
    const details = await refusal(await register(url))
    expect(fieldsOf(details)).toEqual(['url'])
    expect(details.errors?.[0]?.message).toMatch(/not a public internet address/)
    expect(await payload.count({ collection: 'webhooks', overrideAccess: true })).toEqual(before)
  })

  it('accepts a public address, and a name that does not resolve yet (delivery checks it again)', async () => {
    expect((await register('https://8.8.8.8/hooks/catch/1')).status).toBe(201)
    expect((await register('https://hooks.example.invalid/catch/1')).status).toBe(201)
  })

  it('refuses changing a saved hook to an internal address', async () => {
    const { doc } = await (await register('https://8.8.4.4/hooks/catch/2')).json()
    const response = await rest(`/api/webhooks/${doc.id}`, {
      method: 'PATCH',
      token: staffToken,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url: 'http://127.0.0.1:5432/' }),
    })
    expect(fieldsOf(await refusal(response))).toEqual(['url'])
  })
})

describe('delivering', () => {
  /**
   * A hook whose URL was public when saved and leads inward now (a name re-pointed at 127.0.0.1:
   * DNS rebinding), written past the save check as the database would hold it.
   */
  async function hookNowPointingAt(url: string) {
    const hook = await payload.create({
      collection: 'webhooks',
      data: {
        name: 'Rebound',
        event: 'plan.signup',
        url: 'https://8.8.8.8/hooks/catch/3',
        secret: 'secret-0123456789',
      },
      overrideAccess: true,
    })
    await payload.db.updateOne({ collection: 'webhooks', id: hook.id, data: { url } })
    return hook
  }

  it.each(['localhost', '127.0.0.1', '[::ffff:127.0.0.1]'])(
    'checks the address it connects to: a hook now leading to %s fails at once, unsent, unretried',
    async (host) => {
      hits = 0
      const hook = await hookNowPointingAt(`http://${host}:${internalPort}/`)
      const response = await rest(`/api/webhooks/${hook.id}/test`, { method: 'POST', token: staffToken })
      expect(response.status).toBe(202)
      const { deliveryId } = await response.json()
      // This delivery's own job: the queue of the suite's database also holds the earlier files' jobs,
      // sometimes more than a few runs of it reach.
      const { docs: jobs } = await payload.find({
        collection: 'payload-jobs',
        where: { taskSlug: { equals: 'deliverWebhook' } },
        sort: '-createdAt',
        limit: 20,
        depth: 0,
        overrideAccess: true,
      })
      const job = jobs.find((queued) => (queued.input as { deliveryId?: unknown }).deliveryId === String(deliveryId))
      expect(job).toBeDefined()
      await payload.jobs.runByID({ id: job!.id, silent: true })
      const delivery = await payload.findByID({
        collection: 'webhook-deliveries',
        id: deliveryId,
        overrideAccess: true,
      })
      expect(hits).toBe(0)
      expect(delivery).toMatchObject({ status: 'failed', attempts: 1, responseCode: null })
      expect(delivery.lastError).toMatch(/not a public internet address/)
    },
  )
})
