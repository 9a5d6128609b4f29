/**
 * At most `maxBytes` of a request body, read chunk by chunk so a body without a length header can
 * never make us buffer more; undefined once it passes the limit (reading stops there). Takes a web
 * ReadableStream (Payload's requests) or a Node IncomingMessage alike: both are async iterables.
 */
export async function readAtMost(chunks: AsyncIterable<Uint8Array>, maxBytes: number): Promise<Buffer | undefined> {
  const read: Uint8Array[] = []
  let size = 0
  for await (const chunk of chunks) {
    size += chunk.byteLength
    if (size > maxBytes) return undefined
    read.push(chunk)
  }
  return Buffer.concat(read, size)
}

/** A fetch-style request's body as chunks: Node's web streams are async iterable, which the DOM types leave out. */
export function bodyChunks(body: Request['body'] | undefined): AsyncIterable<Uint8Array> | undefined {
  return (body ?? undefined) as AsyncIterable<Uint8Array> | undefined
}

export type JsonBody = { ok: true; value: unknown } | { ok: false; status: number; message: string }

/** What a JSON body arrives with, whatever the server: its two headers and its bytes. */
export interface JsonBodySource {
  contentType: string | null | undefined
  contentLength: string | null | undefined
  chunks: AsyncIterable<Uint8Array> | null | undefined
}

/**
 * The body as JSON, refused when it is not JSON (415), when it declares or turns out to be larger than
 * `maxBytes` (413, without reading past the limit), or when it does not parse (400).
 */
export async function readJsonBody(
  { contentType, contentLength, chunks }: JsonBodySource,
  maxBytes: number,
): Promise<JsonBody> {
  const tooLarge = { ok: false, status: 413, message: `The body can be at most ${maxBytes} bytes.` } as const
  if (!/^application\/json\b/i.test(contentType ?? ''))
    return { ok: false, status: 415, message: 'Send the body as application/json.' }
  if (Number(contentLength ?? 0) > maxBytes) return tooLarge
  const bytes = chunks ? await readAtMost(chunks, maxBytes) : Buffer.alloc(0)
  if (!bytes) return tooLarge
  try {
    return { ok: true, value: JSON.parse(bytes.toString('utf8')) as unknown }
  } catch {
    return { ok: false, status: 400, message: 'The body is not valid JSON.' }
  }
}
