import express from 'express'
import { Agent, createServer, request, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { forwardToCms } from '../../server/cms-forward'

const listen = (server: Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  )

/** A stand-in CMS that counts the TCP connections it is given. */
let upstream: Server
let upstreamConnections = 0
const openUpstreamSockets = new Set<Socket>()
let site: Server
let siteUrl: string

beforeAll(async () => {
  upstream = createServer((req, res) => {
    req.resume()
    req.on('end', () =>
      res.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ path: req.url })),
    )
  })
  upstream.on('connection', (socket) => {
    upstreamConnections += 1
    openUpstreamSockets.add(socket)
    socket.on('close', () => openUpstreamSockets.delete(socket))
  })
  const cmsUrl = await listen(upstream)
  const app = express()
  app.use(forwardToCms(cmsUrl))
  site = createServer(app)
  siteUrl = await listen(site)
})

afterAll(async () => {
  for (const server of [site, upstream]) {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  }
})

function post(agent: Agent, path: string): Promise<{ response: IncomingMessage; reusedSocket: boolean; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      `${siteUrl}${path}`,
      { method: 'POST', agent, headers: { 'content-type': 'application/json' } },
      (response) => {
        let body = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (body += chunk))
        response.on('end', () => resolve({ response, reusedSocket: outgoing.reusedSocket, body }))
      },
    )
    outgoing.on('error', reject)
    outgoing.end('{}')
  })
}

describe('the /api forward to the CMS', () => {
  it('keeps connections open both ways: one connection to the CMS and the browser reuses its own', async () => {
    const browser = new Agent({ keepAlive: true, maxSockets: 1 })
    upstreamConnections = 0
    const answers = []
    for (let index = 0; index < 5; index += 1) answers.push(await post(browser, '/api/attribution'))
    browser.destroy()

    expect(answers.map(({ response }) => response.statusCode)).toEqual([201, 201, 201, 201, 201])
    expect(answers.map(({ response }) => response.headers.connection)).not.toContain('close')
    expect(answers.slice(1).every(({ reusedSocket }) => reusedSocket)).toBe(true)
    expect(upstreamConnections).toBe(1)
    expect(JSON.parse(answers[0]!.body)).toEqual({ path: '/api/attribution' })
  })

  it('lets an idle connection to the CMS go before the CMS would close it (Node closes after 5 s)', async () => {
    expect(upstream.keepAliveTimeout).toBe(5000)
    const browser = new Agent({ keepAlive: true })
    await post(browser, '/api/attribution')
    expect(openUpstreamSockets.size).toBe(1)
    // A connection the CMS is closing must not be handed the next request (it would be reset).
    await new Promise((resolve) => setTimeout(resolve, 4_500))
    expect(openUpstreamSockets.size).toBe(0)
    expect((await post(browser, '/api/attribution')).response.statusCode).toBe(201)
    browser.destroy()
  }, 10_000)
})
