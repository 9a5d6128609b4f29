export type JsonBody = { ok: true; value: unknown } | { ok: false; status: number; message: string }

/**
 * The request body as JSON, refused when it is not JSON or larger than `maxBytes` (checked on the
 * bytes actually read, not only on the declared length, so a lying client cannot make us parse more).
 */
export async function readJsonBody(req: { headers: Headers; text?: () => Promise<string> }, maxBytes: number): Promise<JsonBody> {
  const type = req.headers.get('content-type') ?? ''
  if (!/^application\/json\b/i.test(type)) return { ok: false, status: 415, message: 'Send the body as application/json.' }
  const declared = Number(req.headers.get('content-length') ?? 0)
  if (declared > maxBytes) return { ok: false, status: 413, message: `The body can be at most ${maxBytes} bytes.` }
  const text = req.text ? await req.text() : ''
  if (Buffer.byteLength(text) > maxBytes) return { ok: false, status: 413, message: `The body can be at most ${maxBytes} bytes.` }
  try {
    return { ok: true, value: JSON.parse(text) as unknown }
  } catch {
    return { ok: false, status: 400, message: 'The body is not valid JSON.' }
  }
}
