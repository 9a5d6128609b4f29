import type { IncomingMessage } from 'node:http'
import proxyAddr from 'proxy-addr'

/**
 * The address a request comes from, as the CMS's limits count it: the socket's peer, unless that peer
 * is a proxy we run (`TRUST_PROXY`, Express's syntax: the site forwards from loopback), then the
 * client that proxy names in X-Forwarded-For. A caller elsewhere cannot choose the address counted.
 */
export function clientAddressOf(trustProxy: string): (req: IncomingMessage) => string {
  const trusted = proxyAddr.compile(trustProxy.split(',').map((part) => part.trim()))
  return (req) => proxyAddr(req as Parameters<typeof proxyAddr>[0], trusted)
}
