import { problem, ProblemError } from '@ecs/shared/http'

/**
 * At most `maxBytes` of a request body, read chunk by chunk so a body without a length header can
 * never make us buffer more; undefined once it passes the limit (reading stops there). Takes a web
 * ReadableStream (Payload's requests) or a Node IncomingMessage alike: both are async iterables.
 * A body that ends early because the client went away (it closed the connection, or the server cut
 * it after a silence) is the client's doing, not a fault of ours: a 400 that nobody may be left to
 * read (the server logs the client's leaving once, at info: watchRequestBodies).
 */
export async function readAtMost(chunks: AsyncIterable<Uint8Array>, maxBytes: number): Promise<Buffer | undefined> {
  const read: Uint8Array[] = []
  let size = 0
  try {
    for await (const chunk of chunks) {
      size += chunk.byteLength
      if (size > maxBytes) return undefined
      read.push(chunk)
    }
  } catch {
    throw new ProblemError(problem(400, 'The request body did not arrive whole.'))
  }
  return Buffer.concat(read, size)
}

/** What a request body arrives with, whatever the server: its two headers and its bytes. */
export interface BodySource {
  contentType: string | null | undefined
  contentLength: string | null | undefined
  chunks: AsyncIterable<Uint8Array> | null | undefined
}

/** A fetch-style request's body (Payload's requests): Node's web streams are async iterable, which the DOM types leave out. */
export function fetchBodySource(req: { headers: Headers; body?: Request['body'] }): BodySource {
  return {
    contentType: req.headers.get('content-type'),
    contentLength: req.headers.get('content-length'),
    chunks: (req.body ?? undefined) as AsyncIterable<Uint8Array> | undefined,
  }
}

const mediaTypeOf = (contentType: string | null | undefined) => (contentType ?? '').split(';')[0]!.trim().toLowerCase()

/**
 * The body's bytes, refused with a problem when it is not of `mediaType` (415) or when it declares or
 * turns out to be larger than `maxBytes` (413, without reading past the limit).
 */
export async function readBody(
  { contentType, contentLength, chunks }: BodySource,
  { mediaType, maxBytes }: { mediaType: string; maxBytes: number },
): Promise<Buffer> {
  if (mediaTypeOf(contentType) !== mediaType) throw new ProblemError(problem(415, `Send the body as ${mediaType}.`))
  const tooLarge = () => new ProblemError(problem(413, `The body is too large: it can be at most ${maxBytes} bytes.`))
  if (Number(contentLength ?? 0) > maxBytes) throw tooLarge()
  const bytes = chunks ? await readAtMost(chunks, maxBytes) : Buffer.alloc(0)
  if (!bytes) throw tooLarge()
  return bytes
}

/**
 * The one JSON body reader of the CMS (the lead endpoints, the attribution endpoint and the server's
 * fast path): a JSON object, or a ProblemError saying why not (415, 413, or 400 when it does not
 * parse or is not an object; every JSON body we take is one).
 */
export async function readJsonBody(source: BodySource, maxBytes: number): Promise<Record<string, unknown>> {
  const bytes = await readBody(source, { mediaType: 'application/json', maxBytes })
  let value: unknown
  try {
    value = JSON.parse(bytes.toString('utf8'))
  } catch {
    throw new ProblemError(problem(400, 'The body is not valid JSON.'))
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new ProblemError(problem(400, 'The body must be a JSON object.'))
  return value as Record<string, unknown>
}

/** A multipart body as form data, after the same type and size checks. */
export async function readMultipartBody(source: BodySource, maxBytes: number): Promise<FormData> {
  const bytes = await readBody(source, { mediaType: 'multipart/form-data', maxBytes })
  try {
    return await new Response(new Uint8Array(bytes), {
      headers: { 'content-type': source.contentType ?? '' },
    }).formData()
  } catch {
    throw new ProblemError(problem(400, 'The body could not be read as form data.'))
  }
}
