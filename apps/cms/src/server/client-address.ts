import type { IncomingMessage } from 'node:http'
import type { TLSSocket } from 'node:tls'
import proxyAddr from 'proxy-addr'

/** The request header the CMS's server sets to the client's address (clientAddressOf) for Payload's handlers. */
export const CLIENT_ADDRESS_HEADER = 'x-ecs-client-address'

const trustedProxies = (trustProxy: string) => proxyAddr.compile(trustProxy.split(',').map((part) => part.trim()))

/**
 * The address a request comes from, as the CMS's limits count it: the socket's peer, unless that peer
 * is a proxy we run (`TRUST_PROXY`, Express's syntax: the site forwards from loopback), then the
 * client that proxy names in X-Forwarded-For. A caller elsewhere cannot choose the address counted.
 */
export function clientAddressOf(trustProxy: string): (req: IncomingMessage) => string {
  const trusted = trustedProxies(trustProxy)
  return (req) => proxyAddr(req as Parameters<typeof proxyAddr>[0], trusted)
}

/**
 * Whether the visitor's connection is TLS: this socket's own, or, from a proxy we run, the scheme it
 * names in X-Forwarded-Proto (anyone else's X-Forwarded-Proto is ignored, like their X-Forwarded-For).
 */
export function servedOverTlsOf(trustProxy: string): (req: IncomingMessage) => boolean {
  const trusted = trustedProxies(trustProxy)
  return (req) => {
    if ((req.socket as TLSSocket).encrypted) return true
    const peer = req.socket.remoteAddress
    const scheme = req.headers['x-forwarded-proto']
    if (!peer || typeof scheme !== 'string' || !trusted(peer, 0)) return false
    return scheme.split(',')[0]!.trim().toLowerCase() === 'https'
  }
}
