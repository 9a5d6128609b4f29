import { request as httpRequest } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { deliveryConnection } from './public-targets'

/**
 * POSTs one delivery's body to a hook's URL and answers the receiver's status code, once its headers
 * arrive (redirects are answers, not followed). The socket reaches public addresses only unless the
 * environment allows others (public-targets.ts); the promise fails with PrivateTargetError if it may
 * not, and with the signal's reason when the receiver takes longer than `timeoutMs`.
 */
export function postToTarget(
  rawUrl: string,
  headers: Record<string, string>,
  body: string,
  timeoutMs: number,
): Promise<number> {
  const url = new URL(rawUrl)
  const connection = deliveryConnection(url)
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest
  const signal = AbortSignal.timeout(timeoutMs)
  return new Promise((resolve, reject) => {
    const outgoing = send(
      url,
      // A socket of its own: a kept-alive one from another delivery was checked for another name.
      {
        method: 'POST',
        headers: { ...headers, 'content-length': Buffer.byteLength(body) },
        agent: false,
        signal,
        ...connection,
      },
      (response) => {
        response.resume()
        resolve(response.statusCode ?? 0)
      },
    )
    outgoing.on('error', (error) => reject(signal.aborted ? signal.reason : error))
    outgoing.end(body)
  })
}
