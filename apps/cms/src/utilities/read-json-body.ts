export type JsonBody = { ok: true; value: unknown } | { ok: false; status: number; message: string }
type Refusal = Extract<JsonBody, { ok: false }>

export const tooLarge = (maxBytes: number): Refusal => ({ ok: false, status: 413, message: `The body can be at most ${maxBytes} bytes.` })

/** What the headers alone already refuse, before a byte of the body is read. */
export function refuseByHeaders(contentType: string | null | undefined, contentLength: string | null | undefined, maxBytes: number): Refusal | undefined {
  if (!/^application\/json\b/i.test(contentType ?? '')) return { ok: false, status: 415, message: 'Send the body as application/json.' }
  if (Number(contentLength ?? 0) > maxBytes) return tooLarge(maxBytes)
  return undefined
}

/** The body's text as JSON, measured on the bytes actually read, not only the declared length. */
export function parseJsonText(text: string, maxBytes: number): JsonBody {
  if (Buffer.byteLength(text) > maxBytes) return tooLarge(maxBytes)
  try {
    return { ok: true, value: JSON.parse(text) as unknown }
  } catch {
    return { ok: false, status: 400, message: 'The body is not valid JSON.' }
  }
}

/**
 * A fetch-style request's body as JSON, refused when it is not JSON or larger than `maxBytes`, so a
 * lying client cannot make us parse more.
 */
export async function readJsonBody(req: { headers: Headers; text?: () => Promise<string> }, maxBytes: number): Promise<JsonBody> {
  const refused = refuseByHeaders(req.headers.get('content-type'), req.headers.get('content-length'), maxBytes)
  if (refused) return refused
  return parseJsonText(req.text ? await req.text() : '', maxBytes)
}
