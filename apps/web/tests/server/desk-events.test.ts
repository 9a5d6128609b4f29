import { DESK_EVENTS_PATH } from '@ecs/shared/leads'
import { freePort, startStack, startWeb, type RunningServer, type Stack } from '@ecs/test-stack'
import { openEventStream, staffCookie, type EventStream, type StreamEvent } from '@ecs/test-stack/event-stream'
import { contact, estimateBody } from '@ecs/test-stack/lead-bodies'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// The live desk's stream on two site replicas over one CMS and one Postgres: who may open it, and every
// lead filed or changed reaching every open desk on both replicas, as lead ids only.

let stack: Stack
let sites: RunningServer[] = []
let staff: string
let marketing: string

beforeAll(async () => {
  stack = await startStack({ web: false })
  sites = await Promise.all(
    [0, 1].map(async () => startWeb({ port: await freePort(), cmsUrl: stack.cms.url, databaseUri: stack.databaseUri })),
  )
  staff = await staffCookie(stack.cms.url, 'staff@clearview.example')
  marketing = await staffCookie(stack.cms.url, 'marketing@clearview.example')
}, 180_000)

afterAll(async () => {
  await Promise.all(sites.map((site) => site.stop()))
  await stack?.stop()
})

const open = (site: RunningServer, cookie?: string) =>
  openEventStream(`${site.url}${DESK_EVENTS_PATH}`, { headers: cookie ? { cookie } : {} })

const deskEvent = (lead: number, change: string) => (event: StreamEvent) =>
  event.event === 'desk' && event.data === JSON.stringify({ lead, change })

/** The staff session's token, for the CMS's desk endpoints. */
const jwt = () => `JWT ${staff.replace('payload-token=', '')}`

describe('who may follow the desk', () => {
  it('answers 401 without a session and 403 to a role that does not work leads, before any event', async () => {
    for (const [cookie, status] of [
      [undefined, 401],
      ['payload-token=not-a-session', 401],
      [marketing, 403],
    ] as const) {
      const stream = await open(sites[0]!, cookie)
      expect(stream.status, String(cookie)).toBe(status)
      expect(JSON.parse(stream.refusal!)).toMatchObject({ status })
      expect(stream.events).toEqual([])
    }
  })

  it('opens for staff with the retry pause and a ready event, never kept by a cache', async () => {
    const response = await fetch(`${sites[0]!.url}${DESK_EVENTS_PATH}`, { headers: { cookie: staff } })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/event-stream')
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('content-encoding')).toBeNull()
    const reader = response.body!.getReader()
    const first = new TextDecoder().decode((await reader.read()).value)
    expect(first).toMatch(/^retry: \d+\nevent: ready\n/)
    await reader.cancel()
  })
})

describe('every replica hears every change', () => {
  let streams: EventStream[] = []
  afterAll(() => streams.forEach((stream) => stream.close()))

  it('passes a lead filed through one replica, and its change on the desk, to the desks open on both', async () => {
    streams = await Promise.all([sites[0]!, sites[1]!, sites[1]!].map((site) => open(site, staff)))
    await Promise.all(streams.map((stream) => stream.next((event) => event.event === 'ready')))

    const email = `live-${Date.now()}@example.com`
    const filed = await fetch(`${sites[1]!.url}/api/leads/estimate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(estimateBody({ contact: { ...contact, firstName: 'Livia', lastName: 'Stream', email } })),
    })
    expect(filed.status).toBe(201)
    const { reference } = (await filed.json()) as { reference: string }

    const created = await streams[0]!.next((event) => event.event === 'desk' && event.data.includes('"created"'))
    const { lead } = JSON.parse(created.data) as { lead: number }
    await Promise.all(streams.map((stream) => stream.next(deskEvent(lead, 'created'))))
    const page = await fetch(`${stack.cms.url}/api/desk/leads/${lead}`, { headers: { authorization: jwt() } })
    expect(((await page.json()) as { lead: { reference: string } }).lead.reference).toBe(reference)

    const changed = await fetch(`${stack.cms.url}/api/desk/leads/${lead}`, {
      method: 'PATCH',
      headers: { authorization: jwt(), 'content-type': 'application/json' },
      body: JSON.stringify({ version: 1, status: 'contacted' }),
    })
    expect(changed.status).toBe(200)
    await Promise.all(streams.map((stream) => stream.next(deskEvent(lead, 'updated'))))

    // Ids and what happened only: nothing the visitor typed travels on the stream.
    const heard = JSON.stringify(streams.flatMap((stream) => stream.events))
    for (const typed of ['Livia', 'Stream', email, reference]) expect(heard).not.toContain(typed)
  })
})
