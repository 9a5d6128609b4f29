// Twilio's voice webhooks under load against the built CMS on a throwaway database (@ecs/test-stack).
//
//   node bench/calls.mjs [--calls 334] [--seconds 60]
//
// Plays N calls to a seeded tracking number over S seconds, three signed events each (the incoming call,
// the Dial's action, the number's status callback: 1,002 events a minute by default), sent in a shuffled
// order with one event in ten sent twice, as Twilio's retries and reordering can. Then every call must
// be stored exactly once (one row per CallSid, none lost, none doubled) with its outcome, and every new
// caller must be one Phone call lead. Prints throughput, latency and the counts.
// Needs the CMS built (apps/cms: next build).
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const requireFromWeb = createRequire(join(root, 'apps/web/package.json'))
const { startStack } = await import(requireFromWeb.resolve('@ecs/test-stack'))
const { postSignedWebhook, twilioSid } = await import(requireFromWeb.resolve('@ecs/test-stack/twilio-stand-in'))
const { Client } = createRequire(join(root, 'apps/cms/package.json'))('pg')

const argument = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`)
  return index > 0 ? Number(process.argv[index + 1]) : fallback
}
const CALLS = argument('calls', 334)
const SECONDS = argument('seconds', 60)
const TWILIO = {
  TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`,
  TWILIO_AUTH_TOKEN: '0123456789abcdef0123456789abcdef',
  TWILIO_FROM_NUMBER: '+12025550100',
}
/** The seed's DMV Google Ads number. */
const TRACKING_NUMBER = '+17035550111'

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]

function shuffle(items) {
  for (let index = items.length - 1; index > 0; index -= 1) {
    const other = Math.floor(Math.random() * (index + 1))
    ;[items[index], items[other]] = [items[other], items[index]]
  }
  return items
}

/** The three events of one call, answered or not, from its own caller. */
function callEvents(cms, index) {
  const callSid = twilioSid('CA')
  const answered = index % 3 !== 0
  const base = {
    CallSid: callSid,
    AccountSid: TWILIO.TWILIO_ACCOUNT_SID,
    From: `+1571${String(5_550_000 + index).padStart(7, '0')}`,
    To: TRACKING_NUMBER,
    Direction: 'inbound',
  }
  const status = `${cms}/api/calls/status`
  return {
    callSid,
    answered,
    events: [
      { url: `${cms}/api/calls/voice`, params: { ...base, CallStatus: 'ringing' } },
      {
        url: status,
        params: {
          ...base,
          CallStatus: 'in-progress',
          DialCallStatus: answered ? 'completed' : 'no-answer',
          ...(answered ? { DialCallDuration: '42' } : {}),
        },
      },
      { url: status, params: { ...base, CallStatus: 'completed', CallDuration: answered ? '48' : '20' } },
    ],
  }
}

const stack = await startStack({ web: false, cmsEnv: TWILIO })
const db = new Client({ connectionString: stack.databaseUri })
await db.connect()
try {
  const calls = Array.from({ length: CALLS }, (_, index) => callEvents(stack.cms.url, index))
  const events = calls.flatMap((call) => call.events)
  const repeated = events.filter((_, index) => index % 10 === 0)
  const schedule = shuffle([...events, ...repeated])
  const interval = (SECONDS * 1000) / schedule.length
  console.log(
    `${CALLS} calls, ${schedule.length} events (${repeated.length} sent twice) over ${SECONDS} s: ${((schedule.length / SECONDS) * 60).toFixed(0)} events a minute`,
  )

  const started = performance.now()
  const results = await Promise.all(
    schedule.map(async (event, index) => {
      await sleep(index * interval - (performance.now() - started))
      const sent = performance.now()
      try {
        const reply = await postSignedWebhook({
          url: event.url,
          authToken: TWILIO.TWILIO_AUTH_TOKEN,
          params: event.params,
        })
        return { status: reply.status, ms: performance.now() - sent }
      } catch (error) {
        return { status: 0, ms: performance.now() - sent, error: String(error) }
      }
    }),
  )
  const elapsed = (performance.now() - started) / 1000
  const latencies = results.map((result) => result.ms).sort((a, b) => a - b)
  const byStatus = {}
  for (const result of results) (byStatus[result.status] ??= []).push(result)
  console.log(
    `answered in ${elapsed.toFixed(1)} s: ${Object.entries(byStatus)
      .map(([status, list]) => `${list.length} x ${status}`)
      .join(
        ', ',
      )}; latency p50 ${percentile(latencies, 50).toFixed(0)} ms, p95 ${percentile(latencies, 95).toFixed(0)} ms, p99 ${percentile(latencies, 99).toFixed(0)} ms, max ${latencies.at(-1).toFixed(0)} ms`,
  )

  // What the CMS said about any refused event (a 5xx must be explained, never hidden).
  if (results.some((result) => result.status >= 500 || result.status === 0))
    console.log(
      stack.cms
        .log()
        .split('\n')
        .filter((line) => /error|fail/i.test(line))
        .slice(0, 12)
        .join('\n'),
    )

  const sids = calls.map((call) => call.callSid)
  const { rows } = await db.query(
    `SELECT call_sid, outcome, duration_seconds::int AS duration, lead_id FROM phone_calls WHERE call_sid = ANY($1)`,
    [sids],
  )
  const stored = new Map(rows.map((row) => [row.call_sid, row]))
  const doubled = rows.length - stored.size
  const lost = sids.filter((sid) => !stored.has(sid)).length
  const wrong = calls.filter((call) => {
    const row = stored.get(call.callSid)
    return (
      row && (row.outcome !== (call.answered ? 'answered' : 'missed') || row.duration !== 48 - (call.answered ? 0 : 28))
    )
  }).length
  const withoutLead = rows.filter((row) => row.lead_id === null).length
  const { rows: leads } = await db.query(
    `SELECT count(*)::int AS leads, count(DISTINCT idempotency_key)::int AS keys FROM phone_call_leads WHERE idempotency_key = ANY($1)`,
    [sids],
  )
  console.log(
    `calls stored: ${stored.size} of ${CALLS} (lost ${lost}, doubled ${doubled}, wrong outcome or duration ${wrong}, without a lead ${withoutLead}); Phone call leads: ${leads[0].leads} for ${CALLS} new callers`,
  )
  const ok = lost === 0 && doubled === 0 && wrong === 0 && withoutLead === 0 && leads[0].leads === CALLS
  console.log(ok ? 'PASS: every call stored once, with its lead' : 'FAIL')
  process.exitCode = ok ? 0 : 1
} finally {
  await db.end()
  await stack.stop()
}
