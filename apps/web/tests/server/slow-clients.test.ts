import { execFileSync } from 'node:child_process'
import { connect, type Socket } from 'node:net'
import { startStack, type Stack } from '@ecs/test-stack'
import { careerApplicationBody, estimateBody, FILES } from '@ecs/test-stack/lead-bodies'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/**
 * Slow clients on both ports (the site and the CMS's own): headers must arrive within 10 s and a body
 * may not fall silent for 30 s, while a large upload on a slow line, which keeps coming, is taken
 * whole. Each check is mostly waiting, so they run side by side: the upload, which takes over two and
 * a half minutes by design, goes out as soon as the stack is up and is judged by the last test, while
 * the cuts are tried one after another (each reads the log lines its own clients caused).
 */
let stack: Stack
let ports: { site: string; cms: string }
let slowUploads: Promise<{ status: number; ms: number }[]>

beforeAll(async () => {
  stack = await startStack()
  ports = { site: stack.site!.url, cms: stack.cms.url }
  slowUploads = Promise.all(doors().map(uploadResumeAt256kbits))
  // Judged in its own test; until then a refusal must not surface as an unhandled rejection.
  slowUploads.catch(() => undefined)
}, 180_000)
afterAll(async () => {
  await stack?.stop()
})

let visitors = 0
const newVisitor = () => `10.88.${(visitors >> 8) & 255}.${++visitors & 255}`

/** Connects, writes `text`, then sends nothing more; resolves with how long until the server closed it. */
function sendThenFallSilent(base: string, text: string): Promise<{ ms: number; socket: Socket }> {
  const { hostname, port } = new URL(base)
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname)
    const started = Date.now()
    socket.on('error', () => undefined)
    socket.on('close', () => resolve({ ms: Date.now() - started, socket }))
    socket.on('connect', () => socket.write(text))
    socket.resume()
    setTimeout(() => reject(new Error(`${base} still held the connection after 90 s`)), 90_000).unref()
  })
}

/** Established TCP connections to a port on this machine. */
function connectionsTo(url: string): number {
  const { port } = new URL(url)
  const listing = execFileSync('ss', ['-Htn', 'state', 'established', `( dport = :${port} )`], { encoding: 'utf8' })
  return listing.split('\n').filter((line) => line.trim()).length
}

/** Sends `body` at `bytesPerSecond`, a slice every 100 ms, as a slow but steady line would. */
function trickle(url: string, body: Buffer, headers: Record<string, string>, bytesPerSecond: number) {
  const { hostname, port, pathname } = new URL(url)
  return new Promise<{ status: number; ms: number }>((resolve, reject) => {
    const socket = connect(Number(port), hostname)
    const started = Date.now()
    let answer = ''
    socket.on('data', (chunk) => {
      answer += chunk
      const status = /^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]
      if (status) resolve({ status: Number(status), ms: Date.now() - started })
    })
    socket.on('error', reject)
    socket.on('close', () => reject(new Error(`closed after ${Date.now() - started} ms without an answer`)))
    const head = Object.entries({ ...headers, host: hostname, 'content-length': String(body.length) })
      .map(([name, value]) => `${name}: ${value}`)
      .join('\r\n')
    socket.write(`POST ${pathname} HTTP/1.1\r\n${head}\r\n\r\n`)
    const slice = bytesPerSecond / 10
    let sent = 0
    const timer = setInterval(() => {
      socket.write(body.subarray(sent, sent + slice))
      sent += slice
      if (sent >= body.length) clearInterval(timer)
    }, 100)
  })
}

/** A career application with a 5 MB resume, sent to `door` at 256 kbit/s (32,000 bytes a second). */
async function uploadResumeAt256kbits(door: string) {
  // A PDF made 5 MB long by a comment line, which a reader skips.
  const resume = Buffer.concat([
    FILES.pdf.subarray(0, 9),
    Buffer.from(`%${'x'.repeat(5 * 1024 * 1024 - FILES.pdf.length - 3)}\n`, 'latin1'),
    FILES.pdf.subarray(9),
  ])
  const form = new FormData()
  form.set('application', JSON.stringify(careerApplicationBody()))
  form.set('resume', new File([new Uint8Array(resume)], 'resume.pdf', { type: 'application/pdf' }))
  const encoded = new Response(form)
  const body = Buffer.from(await encoded.arrayBuffer())
  const headers = { 'content-type': encoded.headers.get('content-type')!, 'x-forwarded-for': newVisitor() }
  return trickle(`${door}/api/leads/career-application`, body, headers, 32_000)
}

/** Connects, sends a request's head and the first bytes of its body, then goes away. */
function leaveMidBody(base: string, path: string, contentType: string, partialBody: string): Promise<void> {
  const { hostname, port } = new URL(base)
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname)
    socket.on('error', () => undefined)
    socket.on('close', () => resolve())
    socket.on('connect', () => {
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: ${contentType}\r\nX-Forwarded-For: ${newVisitor()}\r\nContent-Length: 1000\r\n\r\n${partialBody}`,
      )
      setTimeout(() => socket.destroy(), 300)
    })
  })
}

/** The lines a server logged since `mark` that say what a client did with its body. */
const clientLines = (server: Stack['cms'], mark: number) =>
  server.logSince(mark).match(/^\[\w+\] POST .*: the client .*$/gm) ?? []

const doors = () => [ports.site, ports.cms]
const stalledLead = () => {
  const body = JSON.stringify(estimateBody())
  return `POST /api/leads/estimate HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nX-Forwarded-For: ${newVisitor()}\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 40)}`
}

describe('slow clients on both ports', () => {
  it('cuts a request whose headers take longer than 10 s', async () => {
    const cut = await Promise.all(
      doors().map((door) => sendThenFallSilent(door, 'GET / HTTP/1.1\r\nHost: x\r\nX-Slow: ')),
    )
    for (const { ms } of cut) {
      expect(ms).toBeGreaterThanOrEqual(9_500)
      expect(ms).toBeLessThan(13_000)
    }
  })

  it('cuts a body after 30 s without a byte, and says so once at info', { timeout: 60_000 }, async () => {
    const marks = { site: stack.site!.logged(), cms: stack.cms.logged() }
    const cut = await Promise.all(doors().map((door) => sendThenFallSilent(door, stalledLead())))
    for (const { ms } of cut) {
      expect(ms).toBeGreaterThanOrEqual(29_500)
      expect(ms).toBeLessThan(33_000)
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(clientLines(stack.site!, marks.site)).toEqual([
      '[web] POST /api/leads/estimate: the client sent no byte of its body for 30 s and was cut',
    ])
    expect(clientLines(stack.cms, marks.cms)).toEqual([
      '[cms] POST /api/leads/estimate: the client sent no byte of its body for 30 s and was cut',
    ])
  })

  it('logs a client that went away mid-body once, at info, without a stack, on both ports', async () => {
    const marks = { site: stack.site!.logged(), cms: stack.cms.logged() }
    // Our lead endpoint and one of Payload's own handlers (a collection's create) on the CMS; at the site,
    // a lead, which never reaches the CMS (the site reads a body whole before forwarding it), and a body
    // Express reads.
    await leaveMidBody(ports.cms, '/api/leads/estimate', 'application/json', '{"name":')
    await leaveMidBody(ports.cms, '/api/locations', 'application/json', '{"name":')
    await leaveMidBody(ports.site, '/api/leads/estimate', 'application/json', '{"name":')
    await leaveMidBody(ports.site, '/__content-changed', 'application/json', '{"paths":')
    const expected = {
      cms: [
        '[cms] POST /api/leads/estimate: the client went away mid-body',
        '[cms] POST /api/locations: the client went away mid-body',
      ],
      site: [
        '[web] POST /api/leads/estimate: the client went away mid-body',
        '[web] POST /__content-changed: the client went away mid-body',
      ],
    }
    const deadline = Date.now() + 10_000
    while (clientLines(stack.cms, marks.cms).length + clientLines(stack.site!, marks.site).length < 4) {
      if (Date.now() > deadline) break
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    // Whatever else the servers would log about these requests has had time to appear.
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    expect(clientLines(stack.cms, marks.cms)).toEqual(expected.cms)
    expect(clientLines(stack.site!, marks.site)).toEqual(expected.site)
    for (const log of [stack.cms.logSince(marks.cms), stack.site!.logSince(marks.site)]) {
      expect(log).not.toMatch(/ERROR|^\s+at /m)
    }
  })

  it('holds no CMS connection for a client stalled mid-body at the site', { timeout: 60_000 }, async () => {
    // 40 stalled clients: forwarded as they came, each would hold a connection to the CMS. The site's
    // own reads of content (kept-alive fetches) hold a few, whatever the clients do.
    const stalled = Array.from({ length: 40 }, () => sendThenFallSilent(ports.site, stalledLead()))
    await new Promise((resolve) => setTimeout(resolve, 3_000))
    expect(connectionsTo(ports.cms)).toBeLessThan(20)
    for (const { ms } of await Promise.all(stalled)) expect(ms).toBeLessThan(33_000)
  })

  it('takes a 5 MB resume sent at 256 kbit/s whole, on both ports', { timeout: 240_000 }, async () => {
    for (const { status, ms } of await slowUploads) {
      expect(status).toBe(201)
      // It took as long as a 256 kbit/s line takes (over two and a half minutes), and was not cut.
      expect(ms).toBeGreaterThan(150_000)
    }
  })
})
