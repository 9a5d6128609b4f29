import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'
import type { LeadPhotosAdded } from '@ecs/shared/api'
import { BODY_LIMITS, problem, ProblemError } from '@ecs/shared/http'
import { LEAD_PHOTO_MAX_COUNT, PHOTO_REFUSALS } from '@ecs/shared/schemas'
import { inRequestTransaction, queryInTransaction } from '../../utilities/database'
import { fieldProblem } from '../../utilities/field-problem'
import { fetchBodySource, readMultipartBody } from '../../utilities/read-body'
import { readPhotoLink } from './photo-link'
import { sniffPhotoType, storedPhoto } from './photo-file'

interface CheckedPhoto {
  originalName: string
  data: Buffer
}

/** A visitor's file name, as said back to them: never a path, never unbounded. */
const shownName = (file: File) => (file.name.split(/[\\/]/).pop() ?? '').slice(0, 120) || 'photo'

/**
 * Every photo of the send, checked and re-encoded before anything is stored: one bad file refuses the
 * send with a 422 naming that file (not a photo by its bytes, empty, or one that does not decode).
 */
async function checkedPhotos(files: File[]): Promise<CheckedPhoto[]> {
  const checked: CheckedPhoto[] = []
  for (const file of files) {
    const name = shownName(file)
    if (file.size === 0) throw fieldProblem('photos', PHOTO_REFUSALS.empty(name))
    const bytes = Buffer.from(await file.arrayBuffer())
    const type = sniffPhotoType(bytes)
    if (!type) throw fieldProblem('photos', PHOTO_REFUSALS.notAPhoto(name))
    const data = await storedPhoto(bytes, type).catch(() => {
      throw fieldProblem('photos', PHOTO_REFUSALS.damaged(name))
    })
    checked.push({ originalName: name, data })
  }
  return checked
}

/** The photos of the estimate request this lock is on, with the lock held to the transaction's end. */
async function lockedPhotoCount(req: PayloadRequest, estimateRequestId: number): Promise<number> {
  await queryInTransaction(req, sql`SELECT pg_advisory_xact_lock(hashtext(${`lead-photos:${estimateRequestId}`}))`)
  const { totalDocs } = await req.payload.count({
    collection: 'lead-photos',
    where: { estimateRequest: { equals: estimateRequestId } },
    overrideAccess: true,
    req,
  })
  return totalDocs
}

/**
 * POST /api/leads/photos/{token}: the multipart `photos` parts for the estimate request the signed token
 * names (403 changed, 410 expired or the request gone). All of a send are stored, in one transaction, or
 * none: more than LEAD_PHOTO_MAX_COUNT for the request in all, or one bad file, refuses the send. The
 * request itself was stored before, so a refused send never loses it.
 */
export async function addLeadPhotos(req: PayloadRequest, token: string): Promise<LeadPhotosAdded> {
  const link = readPhotoLink(token)
  if (!link.ok)
    throw new ProblemError(
      link.reason === 'expired' ? problem(410, PHOTO_REFUSALS.linkExpired) : problem(403, PHOTO_REFUSALS.linkAltered),
    )
  const [estimateRequestId] = link.parts as [number]
  const form = await readMultipartBody(fetchBodySource(req), BODY_LIMITS.estimatePhotos)
  const files = form.getAll('photos').filter((part): part is File => part instanceof File)
  if (files.length === 0) throw fieldProblem('photos', PHOTO_REFUSALS.none)
  if (files.length > LEAD_PHOTO_MAX_COUNT) throw fieldProblem('photos', PHOTO_REFUSALS.tooMany(LEAD_PHOTO_MAX_COUNT))
  const photos = await checkedPhotos(files)
  return inRequestTransaction(req, async () => {
    const request = await req.payload
      .findByID({ collection: 'estimate-requests', id: estimateRequestId, depth: 0, overrideAccess: true, req })
      .catch(() => null)
    if (!request) throw new ProblemError(problem(410, PHOTO_REFUSALS.requestGone))
    const before = await lockedPhotoCount(req, estimateRequestId)
    if (before + photos.length > LEAD_PHOTO_MAX_COUNT)
      throw fieldProblem('photos', PHOTO_REFUSALS.full(LEAD_PHOTO_MAX_COUNT, before))
    for (const [index, photo] of photos.entries()) {
      await req.payload.create({
        collection: 'lead-photos',
        data: { estimateRequest: estimateRequestId, originalName: photo.originalName },
        file: {
          data: photo.data,
          mimetype: 'image/jpeg',
          name: `request-${estimateRequestId}-photo-${before + index + 1}.jpg`,
          size: photo.data.byteLength,
        },
        overrideAccess: true,
        depth: 0,
        req,
      })
    }
    return { added: photos.length, total: before + photos.length }
  })
}
