import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'
import { startSmtpInbox } from '@ecs/test-stack/smtp-inbox'
import { simpleParser } from 'mailparser'
import { LOCATION_TIME_ZONES } from '@ecs/shared/hours'
import { leadPromise } from '@ecs/shared/leads'
import type { LeadAccepted } from '@ecs/shared/api'
import { estimateBody, planSignupBody, unfinishedEstimateBody } from '@ecs/test-stack/lead-bodies'
import { startTwilioStandIn } from '@ecs/test-stack/twilio-stand-in'
import type { Pool } from '../../src/utilities/database'
// Types only: the modules are imported after the test's SMTP settings are in place.
import type * as RestHelpers from '../helpers/rest'

/** Every email the CMS sends in this file: envelope recipients and the raw message. */
const smtp = await startSmtpInbox()
const inbox = smtp.mails

/** Texts on, against the stand-in of Twilio's API: the manager is texted an escalation too. */
const twilio = await startTwilioStandIn()
/** The manager's own phone, as typed in their account, and as texts are addressed. */
const BOSS_PHONE = '(206) 555-0199'
const BOSS_E164 = '+12065550199'

let payload: Payload
let pool: Pool
let rest: typeof RestHelpers.rest
let postJson: typeof RestHelpers.postJson
let staffToken: string | undefined
let seattle: { id: number; hours: string; timeZone: string }
const member: Record<'ana' | 'ben' | 'cleo' | 'boss', { id: number; name: string; email: string }> = {} as never

beforeAll(async () => {
  process.env.SMTP_URL = smtp.url
  process.env.JOB_RETRY_DELAY_MS = '0'
  process.env.TWILIO_ACCOUNT_SID = twilio.accountSid
  process.env.TWILIO_AUTH_TOKEN = twilio.authToken
  process.env.TWILIO_FROM_NUMBER = twilio.phoneNumber
  process.env.TWILIO_API_URL = twilio.url
  const helpers = await import('../helpers/rest')
  rest = helpers.rest
  postJson = helpers.postJson
  const { getTestPayload } = await import('../helpers/payload')
  const { databasePool } = await import('../../src/utilities/database')
  payload = await getTestPayload()
  pool = databasePool(payload)
  staffToken = (await helpers.actorTokens(payload)).staff
  // Other files' leads and hooks are not this file's to send.
  await pool.query('DELETE FROM payload_jobs WHERE completed_at IS NULL')
  await pool.query('UPDATE webhooks SET active = false')
  const run = randomUUID().slice(0, 6)
  for (const [key, name] of [
    ['ana', 'Ana Alder'],
    ['ben', 'Ben Birch'],
    ['cleo', 'Cleo Cedar'],
    ['boss', 'Bo Boss'],
  ] as const) {
    const email = `${key}.${run}@clearview.example`
    const user = await payload.create({
      collection: 'users',
      data: {
        email,
        name,
        roles: ['staff'],
        password: 'routing-test-only',
        ...(key === 'boss' && { phone: BOSS_PHONE }),
      },
      overrideAccess: true,
    })
    member[key] = { id: user.id, name, email }
  }
  const { rows } = await pool.query<{ id: number; hours: string; timeZone: string }>(
    `SELECT id, hours, time_zone AS "timeZone" FROM locations WHERE slug = 'seattle'`,
  )
  seattle = rows[0]!
  await payload.update({
    collection: 'locations',
    id: seattle.id,
    data: {
      team: [member.ana.id, member.ben.id, member.cleo.id],
      manager: member.boss.id,
      firstContactTargetMinutes: 5,
    },
    overrideAccess: true,
    context: { skipSiteNotify: true },
  })
})

afterAll(async () => {
  await setHours(seattle.hours, seattle.timeZone)
  await smtp.stop()
  await twilio.stop()
  await payload.db.destroy?.()
})

async function setHours(hours: string, timeZone: string, location = seattle.id) {
  await payload.update({
    collection: 'locations',
    id: location,
    data: { hours, timeZone: timeZone as never },
    overrideAccess: true,
    context: { skipSiteNotify: true },
  })
}

/** Open all day in a zone where it is not near midnight now, so "now" is inside the hours. */
async function openNow(location = seattle.id) {
  const zone = LOCATION_TIME_ZONES.find((timeZone) => {
    const hour = Number(
      new Intl.DateTimeFormat('en-US', { hour: 'numeric', hourCycle: 'h23', timeZone }).format(new Date()),
    )
    return hour >= 1 && hour <= 21
  })!
  await setHours('Mon–Sun 12:00 am – 11:59 pm', zone, location)
}

/** Open only on the day after tomorrow (in Seattle), 9 to 5: closed now, whatever the time. */
async function closedNow() {
  const later = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000)
  const day = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'America/Los_Angeles' }).format(later)
  await setHours(`${day} 9:00 am – 5:00 pm`, 'America/Los_Angeles')
}

async function setOnDuty(who: keyof typeof member, onDuty: boolean) {
  await payload.update({ collection: 'users', id: member[who].id, data: { onDuty }, overrideAccess: true })
}

async function setLanguages(who: keyof typeof member, languages: ('en' | 'es')[]) {
  await payload.update({ collection: 'users', id: member[who].id, data: { languages }, overrideAccess: true })
}

async function resetTurn() {
  await pool.query('DELETE FROM lead_routing_turns WHERE location_id = $1', [seattle.id])
}

interface Sent extends LeadAccepted {
  deskId: number
}

/** A Seattle address, so the lead is filed under the Seattle office. */
const inSeattle = {
  location: 'seattle',
  address: { street: '1 Main Street', city: 'Seattle', state: 'WA', zip: '98101' },
}

async function sendLead(body = estimateBody(inSeattle), path = '/api/leads/estimate'): Promise<Sent> {
  const response = await postJson(path, body)
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(201)
  const answer = (await response.json()) as LeadAccepted
  const { rows } = await pool.query<{ id: number }>(
    'SELECT id FROM desk_leads WHERE reference = $1 ORDER BY id DESC LIMIT 1',
    [answer.reference],
  )
  return { ...answer, deskId: rows[0]!.id }
}

async function deskRow(id: number) {
  const { rows } = await pool.query<{
    ownerId: number | null
    outside: boolean
    dueAt: Date | null
    firstAt: Date | null
    firstBy: string | null
    firstMinutes: number | null
    escalatedAt: Date | null
  }>(
    `SELECT owner_id AS "ownerId", arrived_outside_hours AS outside, first_contact_due_at AS "dueAt",
      first_contact_at AS "firstAt", first_contact_by AS "firstBy", first_contact_minutes::int AS "firstMinutes",
      escalated_at AS "escalatedAt" FROM desk_leads WHERE id = $1`,
    [id],
  )
  return rows[0]!
}

const timelineOf = async (id: number, type: string) =>
  (
    await pool.query<{ toValue: string | null; text: string | null }>(
      'SELECT to_value AS "toValue", text FROM lead_events WHERE lead_id = $1 AND type = $2 ORDER BY id',
      [id, type],
    )
  ).rows

describe('round-robin routing', () => {
  it('spreads concurrent leads evenly over the team, in turn', async () => {
    await openNow()
    await resetTurn()
    const leads = await Promise.all(Array.from({ length: 9 }, () => sendLead()))
    const owners = await Promise.all(leads.map(async (lead) => (await deskRow(lead.deskId)).ownerId))
    const counts = new Map<number | null, number>()
    for (const owner of owners) counts.set(owner, (counts.get(owner) ?? 0) + 1)
    expect(Object.fromEntries(counts)).toEqual({ [member.ana.id]: 3, [member.ben.id]: 3, [member.cleo.id]: 3 })
    // One after the other, the turns go round the team's order.
    const inTurn: (number | null)[] = []
    for (let index = 0; index < 4; index += 1) inTurn.push((await deskRow((await sendLead()).deskId)).ownerId)
    expect(inTurn).toEqual([member.ana.id, member.ben.id, member.cleo.id, member.ana.id])
  })

  it('takes a lead while another lead of the same location is still being stored', async () => {
    await openNow()
    await resetTurn()
    const { createLocalReq, initTransaction, killTransaction } = await import('payload')
    const { assignNewLead } = await import('../../src/leads/routing/assign-lead')
    const { locationRouting } = await import('../../src/leads/routing/location-working-hours')
    // A lead's transaction that has taken its turn and is still writing (a slow upload, a loaded machine).
    const slowLead = await createLocalReq({}, payload)
    await initTransaction(slowLead)
    try {
      const location = (await locationRouting(slowLead, seattle.id))!
      const slow = await assignNewLead(slowLead, location, 'en', new Date())
      expect(slow.ownerId).toBe(member.ana.id)
      // Before: the turn's row stayed locked until the slow lead committed, so this one waited out its
      // 3 s budget and was answered 503.
      const next = await sendLead()
      expect((await deskRow(next.deskId)).ownerId).toBe(member.ben.id)
    } finally {
      await killTransaction(slowLead)
    }
  })

  it('answers the visitor who will call and when, and puts the assignment on the timeline', async () => {
    await openNow()
    await resetTurn()
    const lead = await sendLead()
    expect(lead.routing).toEqual({
      team: 'Seattle WA',
      assignee: 'Ana',
      withinMinutes: 5,
      dueAt: null,
      timeZone: expect.any(String),
    })
    expect(leadPromise('estimate', lead.routing)).toBe('Ana from our Seattle WA team will call you within 5 minutes.')
    expect(await timelineOf(lead.deskId, 'owner')).toEqual([{ toValue: 'Ana Alder', text: null }])
    const row = await deskRow(lead.deskId)
    expect(row.outside).toBe(false)
    expect(row.dueAt!.getTime() - Date.now()).toBeLessThanOrEqual(5 * 60_000)
  })

  it('skips members off duty', async () => {
    await openNow()
    await resetTurn()
    await setOnDuty('ben', false)
    try {
      const owners: (number | null)[] = []
      for (let index = 0; index < 4; index += 1) owners.push((await deskRow((await sendLead()).deskId)).ownerId)
      expect(owners).toEqual([member.ana.id, member.cleo.id, member.ana.id, member.cleo.id])
    } finally {
      await setOnDuty('ben', true)
    }
  })

  it('gives a Spanish lead to the next on duty who speaks Spanish, and to anyone when nobody on duty does', async () => {
    await openNow()
    await resetTurn()
    await setLanguages('cleo', ['en', 'es'])
    const spanishLead = () => sendLead(estimateBody({ ...inSeattle, language: 'es' }))
    try {
      const owners: (number | null)[] = []
      owners.push((await deskRow((await spanishLead()).deskId)).ownerId)
      owners.push((await deskRow((await spanishLead()).deskId)).ownerId)
      // An English lead takes the turn after the last lead's owner, as before.
      owners.push((await deskRow((await sendLead()).deskId)).ownerId)
      await setOnDuty('cleo', false)
      owners.push((await deskRow((await spanishLead()).deskId)).ownerId)
      expect(owners).toEqual([member.cleo.id, member.cleo.id, member.ana.id, member.ben.id])
      const { rows } = await pool.query<{ language: string }>(
        'SELECT language FROM desk_leads WHERE owner_id = $1 ORDER BY id DESC LIMIT 1',
        [member.ben.id],
      )
      expect(rows[0]!.language).toBe('es')
    } finally {
      await setOnDuty('cleo', true)
      await setLanguages('cleo', ['en'])
    }
  })

  it('leaves a lead unassigned and flagged outside hours, promising the next opening', async () => {
    await closedNow()
    await resetTurn()
    const lead = await sendLead()
    const row = await deskRow(lead.deskId)
    expect(row).toMatchObject({ ownerId: null, outside: true })
    const opening = new Date(row.dueAt!.getTime() - 5 * 60_000)
    expect(
      new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'America/Los_Angeles' }).format(
        opening,
      ),
    ).toBe('9:00 AM')
    expect(lead.routing).toEqual({
      team: 'Seattle WA',
      assignee: null,
      withinMinutes: null,
      dueAt: row.dueAt!.toISOString(),
      timeZone: 'America/Los_Angeles',
    })
    expect(leadPromise('estimate', lead.routing)).toMatch(/^Our Seattle WA team will call you by 9:05 am \w+\.$/)
  })

  it('gives a lead without anyone on duty to nobody, with the neutral promise', async () => {
    await openNow()
    for (const who of ['ana', 'ben', 'cleo'] as const) await setOnDuty(who, false)
    try {
      const lead = await sendLead(planSignupBody(inSeattle), '/api/leads/plan-signup')
      expect((await deskRow(lead.deskId)).ownerId).toBeNull()
      expect(leadPromise('plan-signup', lead.routing)).toBe(
        'Our Seattle WA team will call you soon to schedule your first visit.',
      )
    } finally {
      for (const who of ['ana', 'ben', 'cleo'] as const) await setOnDuty(who, true)
    }
  })
})

describe('a job run again after its runner died', () => {
  it("sends the lead's email and text once, though the job's handler runs twice", async () => {
    await openNow()
    const lead = await sendLead()
    // Only the runs below send: the lead's own queued jobs are left out.
    await pool.query(`DELETE FROM payload_jobs WHERE completed_at IS NULL`)
    const { rows } = await pool.query<{ documentId: number }>(
      'SELECT document_id AS "documentId" FROM desk_leads WHERE id = $1',
      [lead.deskId],
    )
    const { createLocalReq } = await import('payload')
    const { sendLeadEmailTask } = await import('../../src/tasks/send-lead-email')
    const { sendTextTask } = await import('../../src/tasks/send-text')
    // A job's second run: the same job (its id) and input, after the first run sent and its runner died
    // before the queue marked it done. Before, each run sent again.
    const job = { id: 900_000 + lead.deskId }
    for (let run = 0; run < 2; run += 1) {
      const req = await createLocalReq({}, payload)
      await (sendLeadEmailTask.handler as (args: never) => Promise<unknown>)({
        input: { collection: 'estimate-requests', leadId: String(rows[0]!.documentId), audience: 'team' },
        job,
        req,
      } as never)
      await (sendTextTask.handler as (args: never) => Promise<unknown>)({
        input: { purpose: 'staff-alert', leadId: lead.deskId, to: BOSS_E164 },
        job,
        req,
      } as never)
    }
    const alerts = inbox.filter((mail) => mail.messageId?.startsWith(`<estimate-requests-${rows[0]!.documentId}-team@`))
    expect(alerts).toHaveLength(1)
    const link = `/admin/leads?lead=${lead.deskId}`
    expect(twilio.messages.filter((text) => text.to === BOSS_E164 && text.body.endsWith(link))).toHaveLength(1)
    expect(await timelineOf(lead.deskId, 'email')).toHaveLength(1)
  })
})

describe('a lead moved to another location', () => {
  it('is routed again by the new location when a later beacon changes its address, the timeline saying so', async () => {
    const { rows } = await pool.query<{ id: number; hours: string; timeZone: string }>(
      `SELECT id, hours, time_zone AS "timeZone" FROM locations WHERE slug = 'dmv'`,
    )
    const dmv = rows[0]!
    const { team: dmvTeam } = await payload.findByID({ collection: 'locations', id: dmv.id, depth: 0 })
    const team = async (members: number[]) =>
      payload.update({
        collection: 'locations',
        id: dmv.id,
        data: { team: members },
        overrideAccess: true,
        context: { skipSiteNotify: true },
      })
    await openNow()
    await openNow(dmv.id)
    await resetTurn()
    await team([member.boss.id])
    try {
      const first = unfinishedEstimateBody({ ...inSeattle, contact: { firstName: 'Moe', phone: '(206) 555-0142' } })
      const lead = await sendLead(first, '/api/leads/unfinished-estimate')
      expect((await deskRow(lead.deskId)).ownerId).toBe(member.ana.id)
      // The visitor came back, typed an address in the DMV and left again: the same fill, another office.
      const later = await sendLead(
        { ...first, location: 'dmv', address: { street: '', city: '', zip: '22201' } },
        '/api/leads/unfinished-estimate',
      )
      expect(later.deskId).toBe(lead.deskId)
      const row = await deskRow(lead.deskId)
      expect(row.ownerId).toBe(member.boss.id)
      expect(row.outside).toBe(false)
      const owners = await timelineOf(lead.deskId, 'owner')
      expect(owners.at(-1)).toEqual({
        toValue: 'Bo Boss',
        text: 'Moved to DMV Area: routed again by its team and hours.',
      })
      // One escalation check waits, for the new office's due time.
      const { rows: checks } = await pool.query<{ waitUntil: Date }>(
        `SELECT wait_until AS "waitUntil" FROM payload_jobs
          WHERE task_slug = 'escalateLead' AND input->>'deskLeadId' = $1 AND completed_at IS NULL`,
        [String(lead.deskId)],
      )
      expect(checks.map((check) => check.waitUntil.getTime())).toEqual([row.dueAt!.getTime()])

      // Moved back while that office is closed: nobody has it, flagged outside hours.
      await closedNow()
      await sendLead(first, '/api/leads/unfinished-estimate')
      expect(await deskRow(lead.deskId)).toMatchObject({ ownerId: null, outside: true })
      expect((await timelineOf(lead.deskId, 'owner')).at(-1)?.toValue).toBeNull()
    } finally {
      await team((dmvTeam ?? []) as number[])
      await setHours(dmv.hours, dmv.timeZone, dmv.id)
    }
  })
})

async function logContact(id: number, channel: string) {
  return rest(`/api/desk/leads/${id}/contacts`, {
    method: 'POST',
    token: staffToken,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ channel, text: 'Left a voicemail' }),
  })
}

/** Runs the jobs that are due now, as the queue's runner would, until none is left (at most a few rounds). */
async function runDueJobs() {
  for (let round = 0; round < 4; round += 1) {
    await payload.jobs.run({ limit: 100, silent: true })
    const { rows } = await pool.query<{ due: number }>(
      'SELECT count(*)::int AS due FROM payload_jobs WHERE completed_at IS NULL AND NOT has_error AND (wait_until IS NULL OR wait_until <= now())',
    )
    if (rows[0]!.due === 0) return
  }
}

describe('first contact', () => {
  it('is the first logged call, kept once with how and the working minutes waited', async () => {
    await openNow()
    const lead = await sendLead()
    expect((await logContact(lead.deskId, 'call')).status).toBe(201)
    expect((await logContact(lead.deskId, 'email')).status).toBe(201)
    const row = await deskRow(lead.deskId)
    expect(row).toMatchObject({ firstBy: 'call', firstMinutes: 0 })
    expect(await timelineOf(lead.deskId, 'first-contact')).toEqual([
      { toValue: 'call', text: 'Call after 0 working minutes' },
    ])
    expect((await timelineOf(lead.deskId, 'contact')).map((entry) => entry.toValue)).toEqual(['call', 'email'])
  })

  it('is a logged email, or the move to contacted, whichever comes first', async () => {
    await openNow()
    const emailed = await sendLead()
    expect((await logContact(emailed.deskId, 'email')).status).toBe(201)
    expect((await deskRow(emailed.deskId)).firstBy).toBe('email')

    const moved = await sendLead()
    const change = await rest(`/api/desk/leads/${moved.deskId}`, {
      method: 'PATCH',
      token: staffToken,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ version: 1, status: 'contacted' }),
    })
    expect(change.status).toBe(200)
    expect((await logContact(moved.deskId, 'call')).status).toBe(201)
    expect((await deskRow(moved.deskId)).firstBy).toBe('status')
    expect(await timelineOf(moved.deskId, 'first-contact')).toHaveLength(1)
  })

  it('keeps one of two contacts logged at once', async () => {
    await openNow()
    const lead = await sendLead()
    const answers = await Promise.all([logContact(lead.deskId, 'call'), logContact(lead.deskId, 'email')])
    expect(answers.map((answer) => answer.status)).toEqual([201, 201])
    expect(await timelineOf(lead.deskId, 'first-contact')).toHaveLength(1)
    expect(['call', 'email']).toContain((await deskRow(lead.deskId)).firstBy)
  })

  it('is not the automatic confirmation email, and a refused channel is a 422 naming it', async () => {
    await openNow()
    const lead = await sendLead()
    await pool.query(`UPDATE payload_jobs SET wait_until = now() + interval '1 day' WHERE task_slug = 'escalateLead'`)
    await runDueJobs()
    expect(await timelineOf(lead.deskId, 'email')).toHaveLength(2)
    expect((await deskRow(lead.deskId)).firstAt).toBeNull()
    const refused = await logContact(lead.deskId, 'pigeon')
    expect(refused.status).toBe(422)
    expect(JSON.stringify(await refused.json())).toContain('channel')
  })
})

describe('escalation', () => {
  /** Makes a lead's escalation job due now (its first contact fell due). */
  const dueNow = (deskId: number) =>
    pool.query(
      `UPDATE payload_jobs SET wait_until = now() - interval '1 second'
        WHERE task_slug = 'escalateLead' AND input->>'deskLeadId' = $1`,
      [String(deskId)],
    )

  /**
   * Sends the lead's own emails, forgets them, then runs its escalation once due; answers how many texts
   * had gone out before the escalation, to count what it sent.
   */
  async function escalateWhenDue(deskId: number): Promise<number> {
    await pool.query(`UPDATE payload_jobs SET wait_until = now() + interval '1 day' WHERE task_slug = 'escalateLead'`)
    await runDueJobs()
    inbox.length = 0
    const texted = twilio.messages.length
    await dueNow(deskId)
    await runDueJobs()
    return texted
  }

  it('emails and texts the manager once, though the job runs twice and two runners race for it', async () => {
    await openNow()
    const lead = await sendLead()
    await pool.query(`UPDATE payload_jobs SET wait_until = now() + interval '1 day' WHERE task_slug = 'escalateLead'`)
    await runDueJobs() // the lead's own emails
    inbox.length = 0
    // Two runs at once, as two runners would (the queue itself is run by one replica at a time: its lease),
    // then the queued job when it falls due, and a second copy of it (a retry after a crash).
    const { createLocalReq } = await import('payload')
    const { escalateLeadTask } = await import('../../src/tasks/escalate-lead')
    const handler = escalateLeadTask.handler as (args: never) => Promise<unknown>
    const runHandler = async () =>
      handler({
        input: { deskLeadId: String(lead.deskId) },
        req: await createLocalReq({}, payload),
      } as never)
    await Promise.all([runHandler(), runHandler()])
    await dueNow(lead.deskId)
    await payload.jobs.queue({ task: 'escalateLead', input: { deskLeadId: String(lead.deskId) } })
    await runDueJobs()
    const toManager = smtp.to(member.boss.email)
    expect(toManager).toHaveLength(1)
    const mail = await simpleParser(toManager[0]!.raw)
    expect(mail.subject).toBe(`Not yet contacted after 5 working minutes: ${lead.reference} (Seattle WA)`)
    expect(mail.text).toContain('Given to')
    expect((await deskRow(lead.deskId)).escalatedAt).not.toBeNull()
    expect(await timelineOf(lead.deskId, 'escalated')).toEqual([
      {
        toValue: 'Bo Boss',
        text: `Not contacted within 5 working minutes: emailed ${member.boss.email}, texted ${BOSS_E164}`,
      },
    ])
    // The text is a job of its own, queued once by the escalation that won; at any hour (staff alerts are work).
    // This lead's texts to the manager only: an earlier test's staff alert may have texted the same number.
    const texts = twilio.messages.filter((message) => message.to === BOSS_E164 && message.body.includes(lead.reference))
    expect(texts).toHaveLength(1)
    expect(texts[0]!.body).toMatch(
      new RegExp(
        `^Not contacted within 5 working minutes: Estimate request ${lead.reference} from Ada Lovelace \\(Seattle WA\\), ` +
          `given to \\w+ \\w+\\. http://localhost:3000/admin/leads\\?lead=${lead.deskId}$`,
      ),
    )
    expect(await timelineOf(lead.deskId, 'text')).toEqual([{ toValue: 'manager alert', text: texts[0]!.body }])
  })

  it('texts no manager whose number said STOP, and still emails them', async () => {
    await openNow()
    await pool.query(`INSERT INTO text_opt_outs (phone, keyword) VALUES ($1, 'STOP') ON CONFLICT DO NOTHING`, [
      BOSS_E164,
    ])
    try {
      const lead = await sendLead()
      const before = await escalateWhenDue(lead.deskId)
      expect(smtp.to(member.boss.email)).toHaveLength(1)
      expect(twilio.messages.length).toBe(before)
      expect(await timelineOf(lead.deskId, 'text')).toEqual([])
      expect(await timelineOf(lead.deskId, 'escalated')).toEqual([
        { toValue: 'Bo Boss', text: `Not contacted within 5 working minutes: emailed ${member.boss.email}` },
      ])
    } finally {
      await pool.query('DELETE FROM text_opt_outs WHERE phone = $1', [BOSS_E164])
    }
  })

  it('sends nothing for a lead contacted in time', async () => {
    await openNow()
    const lead = await sendLead()
    expect((await logContact(lead.deskId, 'call')).status).toBe(201)
    const texted = await escalateWhenDue(lead.deskId)
    expect(inbox).toHaveLength(0)
    expect(twilio.messages.length).toBe(texted)
    expect(await timelineOf(lead.deskId, 'escalated')).toHaveLength(0)
  })
})
