import { lookup, type LookupAddress, type LookupOptions } from 'node:dns'
import { isIP } from 'node:net'
import ipaddr from 'ipaddr.js'
import { env } from '../env'

/**
 * Whether anybody on the internet could be reached at this address. ipaddr.js names every special
 * range (loopback, private, link-local where cloud metadata answers, CGNAT, unique-local, multicast,
 * reserved, NAT64 and 6to4 wrappers of any of those...) and calls the rest `unicast`; an IPv4 address
 * written as IPv6 (::ffff:127.0.0.1) is judged as the IPv4 address it is.
 */
export function isPublicAddress(address: string): boolean {
  return ipaddr.isValid(address) && ipaddr.process(address).range() === 'unicast'
}

/** Staff may point hooks at this machine or its network only where the environment says so. */
const publicOnly = () => !env.WEBHOOK_ALLOW_PRIVATE_TARGETS

const refusal = (host: string, address: string) =>
  host === address
    ? `${host} is not a public internet address; webhooks are sent to public addresses only.`
    : `${host} points at ${address}, which is not a public internet address; webhooks are sent to public addresses only.`

/** The URL's host as an address or a name: brackets off an IPv6 literal. */
const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1')

/**
 * The webhooks' URL field check: a full http(s) URL whose host is public. A name is resolved now so
 * staff learn at once that it leads inward; a name that does not resolve yet is let through, since
 * delivery checks the address it connects to in any case (a name can change what it points at).
 */
export async function validateTargetUrl(value: unknown): Promise<true | string> {
  let url: URL
  try {
    url = new URL(String(value))
  } catch {
    return 'Please enter the full URL, like https://hooks.zapier.com/hooks/catch/…'
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'The URL must start with https://'
  if (!publicOnly()) return true
  const host = hostOf(url)
  if (isIP(host)) return isPublicAddress(host) || refusal(host, host)
  const addresses = await new Promise<LookupAddress[]>((resolve) =>
    lookup(host, { all: true }, (error, found) => resolve(error ? [] : found)),
  )
  const inward = addresses.find((candidate) => !isPublicAddress(candidate.address))
  return inward ? refusal(host, inward.address) : true
}

/** The error a delivery fails with when its target is not public: final, never retried. */
export class PrivateTargetError extends Error {
  override name = 'PrivateTargetError'
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void

/**
 * dns.lookup for the socket a delivery opens: the addresses it resolves are the ones connected to,
 * and any that is not public fails the connection, so a name that resolved to a public address when
 * it was saved (or a moment ago) cannot lead the request inward (DNS rebinding).
 */
function publicLookup(hostname: string, options: LookupOptions, callback: LookupCallback): void {
  lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, [])
    const inward = addresses.find((candidate) => !isPublicAddress(candidate.address))
    if (inward) return callback(new PrivateTargetError(refusal(hostname, inward.address)), [])
    if (options.all) return callback(null, addresses)
    callback(null, addresses[0]!.address, addresses[0]!.family)
  })
}

/**
 * The connection options a delivery to this URL is made with: an address written in the URL is
 * checked here (sockets do not look those up), a name when the socket resolves it.
 */
export function deliveryConnection(url: URL): { lookup?: typeof publicLookup } {
  if (!publicOnly()) return {}
  const host = hostOf(url)
  if (isIP(host) && !isPublicAddress(host)) throw new PrivateTargetError(refusal(host, host))
  return { lookup: publicLookup }
}
