import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'
import { leadReference } from '@ecs/shared/leads'
import { estimateBody, unfinishedEstimateBody } from '@ecs/test-stack/lead-bodies'
import type { Pool } from '../../src/utilities/database'
import { fieldsOf, readProblem } from '../helpers/problem'
import { postJson } from '../helpers/rest'

let payload: Payload
let pool: Pool

beforeAll(async () => {
  const { getTestPayload } = await import('../helpers/payload')
  const { databasePool } = await import('../../src/utilities/database')
  payload = await getTestPayload()
  pool = databasePool(payload)
})
afterAll(async () => {
  await payload.db.destroy?.()
})

const BEACON = '/api/leads/unfinished-estimate'
const ESTIMATE = '/api/leads/estimate'

/** One wizard fill: its beacon and its full request carry the same key and visit, as the wizard sends them. */
function fill() {
  const meta = { idempotencyKey: randomUUID(), attributionSessionId: randomUUID() }
  return { meta, beacon: unfinishedEstimateBody(meta), estimate: estimateBody(meta) }
}

interface DeskRow {
  id: number
  kind: string
  documentId: number
  name: string | null
  email: string | null
  phone: string | null
  attributionSessionId: string | null
  ownerId: number | null
  firstContactDueAt: Date | null
}

/** The desk leads of one fill, under either kind's reference. */
async function deskLeadsOf(idempotencyKey: string): Promise<DeskRow[]> {
  const { rows } = await pool.query<DeskRow>(
    `SELECT id, kind, document_id::int AS "documentId", name, email, phone, attribution_session_id AS "attributionSessionId",
       owner_id AS "ownerId", first_contact_due_at AS "firstContactDueAt"
     FROM desk_leads WHERE reference = ANY($1) ORDER BY id`,
    [[leadReference('unfinished-estimate', idempotencyKey), leadReference('estimate', idempotencyKey)]],
  )
  return rows
}

async function rowsWithKey(table: 'unfinished_estimates' | 'estimate_requests', idempotencyKey: string) {
  const { rows } = await pool.query<{ id: number }>(`SELECT id FROM ${table} WHERE idempotency_key = $1`, [
    idempotencyKey,
  ])
  return rows
}

async function tableCounts(): Promise<Record<string, number>> {
  const { rows } = await pool.query<Record<string, number>>(
    `SELECT (SELECT count(*) FROM unfinished_estimates)::int AS unfinished, (SELECT count(*) FROM desk_leads)::int AS desk,
       (SELECT count(*) FROM lead_events)::int AS events, (SELECT count(*) FROM payload_jobs)::int AS jobs`,
  )
  return rows[0]!
}

describe('the estimate wizard’s beacon (an unfinished estimate)', () => {
  it('is stored once however often it comes, as an Unfinished estimate on the desk with the visit', async () => {
    const { meta, beacon } = fill()
    for (let time = 0; time < 3; time++) expect((await postJson(BEACON, beacon)).status).toBe(201)
    expect(await rowsWithKey('unfinished_estimates', meta.idempotencyKey)).toHaveLength(1)
    const desk = await deskLeadsOf(meta.idempotencyKey)
    expect(desk).toHaveLength(1)
    expect(desk[0]).toMatchObject({
      kind: 'unfinished-estimate',
      name: 'Ada',
      phone: '+12025550123',
      attributionSessionId: meta.attributionSessionId,
    })
    // Routed like an estimate: on the first-contact clock.
    expect(desk[0]!.firstContactDueAt).not.toBeNull()
  })

  it('sent again with more answers fills in the one stored: the fuller answers, one row, one lead, no second alert', async () => {
    const { meta, beacon } = fill()
    expect((await postJson(BEACON, beacon)).status).toBe(201)
    const [first] = await deskLeadsOf(meta.idempotencyKey)
    const counts = await tableCounts()
    // Back on the wizard: a last name, an email, the street and a message; the phone retyped and left
    // half done, which the wizard leaves out of its beacon.
    const fuller = unfinishedEstimateBody({
      ...meta,
      address: { street: '1 Main Street', city: 'Arlington', zip: '' },
      contact: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada.back@example.com', phone: '' },
      message: 'Call after five.',
    })
    expect((await postJson(BEACON, fuller)).status).toBe(201)
    expect(await tableCounts()).toEqual(counts)
    const { rows } = await pool.query(
      `SELECT contact_last_name AS "lastName", contact_email AS email, contact_phone AS phone, address_street AS street,
         address_zip AS zip, message, summary FROM unfinished_estimates WHERE idempotency_key = $1`,
      [meta.idempotencyKey],
    )
    expect(rows).toEqual([
      {
        lastName: 'Lovelace',
        email: 'ada.back@example.com',
        phone: '+12025550123',
        street: '1 Main Street',
        zip: '22201',
        message: 'Call after five.',
        summary: 'Ada Lovelace 22201',
      },
    ])
    expect(await deskLeadsOf(meta.idempotencyKey)).toEqual([
      { ...first, name: 'Ada Lovelace', email: 'ada.back@example.com', phone: '+12025550123' },
    ])
  })

  it('is replaced by the full request of the same fill: the same desk lead, now an estimate request', async () => {
    const { meta, beacon, estimate } = fill()
    expect((await postJson(BEACON, beacon)).status).toBe(201)
    const [before] = await deskLeadsOf(meta.idempotencyKey)
    expect(before?.kind).toBe('unfinished-estimate')
    expect((await postJson(ESTIMATE, estimate)).status).toBe(201)
    const [request] = await rowsWithKey('estimate_requests', meta.idempotencyKey)
    const desk = await deskLeadsOf(meta.idempotencyKey)
    expect(desk).toEqual([
      expect.objectContaining({
        id: before!.id,
        kind: 'estimate',
        documentId: request!.id,
        name: 'Ada Lovelace',
        ownerId: before!.ownerId,
        attributionSessionId: meta.attributionSessionId,
      }),
    ])
    expect(await rowsWithKey('unfinished_estimates', meta.idempotencyKey)).toEqual([])
    const { rows: timeline } = await pool.query<{ type: string; toValue: string | null }>(
      'SELECT type, to_value AS "toValue" FROM lead_events WHERE lead_id = $1 ORDER BY id',
      [before!.id],
    )
    expect(timeline.filter((entry) => entry.type === 'received')).toEqual([
      { type: 'received', toValue: 'new' },
      { type: 'received', toValue: 'estimate' },
    ])
    // The beacon sent again later (the page hidden after the thank-you) adds nothing.
    expect((await postJson(BEACON, beacon)).status).toBe(201)
    expect(await deskLeadsOf(meta.idempotencyKey)).toHaveLength(1)
    expect(await rowsWithKey('unfinished_estimates', meta.idempotencyKey)).toEqual([])
  })

  it('arriving after the full request is not stored: one lead, the estimate', async () => {
    const { meta, beacon, estimate } = fill()
    expect((await postJson(ESTIMATE, estimate)).status).toBe(201)
    const counts = await tableCounts()
    expect((await postJson(BEACON, beacon)).status).toBe(201)
    expect(await tableCounts()).toEqual(counts)
    expect((await deskLeadsOf(meta.idempotencyKey)).map((lead) => lead.kind)).toEqual(['estimate'])
  })

  it('and the full request arriving together make one lead, whichever is stored first', async () => {
    // One fill at a time, its two requests together (several fills at once only load the machine).
    for (let time = 0; time < 4; time++) {
      const { meta, beacon, estimate } = fill()
      const answers = await Promise.all([postJson(BEACON, beacon), postJson(ESTIMATE, estimate)])
      expect(answers.map((answer) => answer.status)).toEqual([201, 201])
      expect((await deskLeadsOf(meta.idempotencyKey)).map((lead) => lead.kind)).toEqual(['estimate'])
      expect(await rowsWithKey('unfinished_estimates', meta.idempotencyKey)).toEqual([])
    }
  })

  it('is refused with a 422 naming the field, writing nothing, without a way to reach the visitor', async () => {
    const counts = await tableCounts()
    const cases: [Record<string, unknown>, string][] = [
      [unfinishedEstimateBody({ contact: { firstName: 'Ada', lastName: '', email: '', phone: '' } }), 'contact.phone'],
      [unfinishedEstimateBody({ contact: { firstName: '', phone: '(202) 555-0123' } }), 'contact.firstName'],
      [unfinishedEstimateBody({ contact: { firstName: 'Ada', email: 'ada@' } }), 'contact.email'],
      [unfinishedEstimateBody({ idempotencyKey: 'not-a-key' }), 'idempotencyKey'],
      [unfinishedEstimateBody({ services: ['no-such-service'] }), 'services.0'],
    ]
    for (const [body, field] of cases) {
      const response = await postJson(BEACON, body)
      expect(fieldsOf(await readProblem(response, 422))).toContain(field)
    }
    expect(await tableCounts()).toEqual(counts)
  })

  it('is deleted with its desk lead and timeline once 30 days old, by the daily job', async () => {
    const old = fill()
    const recent = fill()
    for (const { beacon } of [old, recent]) expect((await postJson(BEACON, beacon)).status).toBe(201)
    const [oldLead] = await deskLeadsOf(old.meta.idempotencyKey)
    await pool.query(
      `UPDATE unfinished_estimates SET created_at = now() - interval '31 days' WHERE idempotency_key = $1`,
      [old.meta.idempotencyKey],
    )
    await payload.jobs.queue({ task: 'deleteUnfinishedEstimates', input: {} })
    await payload.jobs.run({ where: { taskSlug: { equals: 'deleteUnfinishedEstimates' } }, silent: true })
    expect(await rowsWithKey('unfinished_estimates', old.meta.idempotencyKey)).toEqual([])
    expect(await deskLeadsOf(old.meta.idempotencyKey)).toEqual([])
    const { rows: events } = await pool.query('SELECT id FROM lead_events WHERE lead_id = $1', [oldLead!.id])
    expect(events).toEqual([])
    expect(await rowsWithKey('unfinished_estimates', recent.meta.idempotencyKey)).toHaveLength(1)
    expect(await deskLeadsOf(recent.meta.idempotencyKey)).toHaveLength(1)
  })
})
