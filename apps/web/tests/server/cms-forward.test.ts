import express from 'express'
import { Agent, createServer, request, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { forwardToCms } from '../../server/cms-forward'

const listen = (server: Server) =>
  new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)))

/** A stand-in CMS that counts the TCP connections it is given. */
let upstream: Server
let upstreamConnections = 0
let site: Server
let siteUrl: string

beforeAll(async () => {
  upstream = createServer((req, res) => {
    req.resume()
    req.on('end', () => res.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ path: req.url })))
  })
  upstream.on('connection', () => (upstreamConnections += 1))
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
    const outgoing = request(`${siteUrl}${path}`, { method: 'POST', agent, headers: { 'content-type': 'application/json' } }, (response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (body += chunk))
      response.on('end', () => resolve({ response, reusedSocket: outgoing.reusedSocket, body }))
    })
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
})
