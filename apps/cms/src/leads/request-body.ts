import type { PayloadRequest } from 'payload'
import { bodyChunks, readAtMost } from '../utilities/read-body'

/** Largest JSON lead body: the longest valid estimate is about 6 KB; anything far past that is abuse. */
export const MAX_JSON_BODY_BYTES = 32 * 1024

export class BodyProblem extends Error {
  constructor(
    readonly status: 400 | 413 | 415,
    message: string,
  ) {
    super(message)
  }
}

/** The request's bytes, refused early when the declared or the actual length passes `maxBytes`. */
export async function readBodyBytes(req: PayloadRequest, maxBytes: number): Promise<Buffer> {
  const declared = Number(req.headers.get('content-length') ?? Number.NaN)
  if (Number.isFinite(declared) && declared > maxBytes) throw new BodyProblem(413, 'The submission is too large.')
  const chunks = bodyChunks(req.body)
  if (!chunks) return Buffer.alloc(0)
  const bytes = await readAtMost(chunks, maxBytes)
  if (!bytes) throw new BodyProblem(413, 'The submission is too large.')
  return bytes
}

function mediaType(req: PayloadRequest): string {
  return (req.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
}

/** A JSON object body, or a BodyProblem naming what is wrong with it. */
export async function readJsonObject(req: PayloadRequest): Promise<unknown> {
  if (mediaType(req) !== 'application/json') throw new BodyProblem(415, 'Please send the form as application/json.')
  const bytes = await readBodyBytes(req, MAX_JSON_BODY_BYTES)
  let body: unknown
  try {
    body = JSON.parse(bytes.toString('utf8'))
  } catch {
    throw new BodyProblem(400, 'The submission is not valid JSON.')
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new BodyProblem(400, 'The submission must be a JSON object.')
  return body
}

/** A multipart body parsed as form data, after the same size guard. */
export async function readMultipart(req: PayloadRequest, maxBytes: number): Promise<FormData> {
  const contentType = req.headers.get('content-type') ?? ''
  if (mediaType(req) !== 'multipart/form-data')
    throw new BodyProblem(415, 'Please send the application as multipart/form-data.')
  const bytes = await readBodyBytes(req, maxBytes)
  try {
    return await new Response(new Uint8Array(bytes), { headers: { 'content-type': contentType } }).formData()
  } catch {
    throw new BodyProblem(400, 'The application could not be read as form data.')
  }
}
