import { readFileSync } from 'node:fs'
import { randomUUID } from 'node:crypto'
import sharp from 'sharp'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { LeadAccepted, LeadPage } from '@ecs/shared/api'
import { contact, estimateBody, planSignupBody } from '@ecs/test-stack/lead-bodies'
import { photoLink } from '../../src/leads/photos/photo-link'
import { fieldsOf, readProblem } from '../helpers/problem'
import { payloadWithTokens, postJson, rest } from '../helpers/rest'
import { ACTORS, type Actor } from '../helpers/users'

let payload: Payload
let tokens: Record<Actor, string | undefined>
beforeAll(async () => ({ payload, tokens } = await payloadWithTokens()))

/** A phone's HEIC photo, 2,400 x 1,600 (made with libheif's heif-enc: sharp's prebuilt binaries write no HEVC). */
const HEIC = readFileSync(new URL('../fixtures/lead-photos/house-2400x1600.heic', import.meta.url))

/** A JPEG as a phone writes it: 3,000 x 2,000 pixels stored on their side (EXIF orientation 6), with a GPS position. */
const phoneJpeg = () =>
  sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#3070c0' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '47/1 36/1 0/1' } })
    .toBuffer()

const smallPng = () =>
  sharp({ create: { width: 640, height: 480, channels: 4, background: '#c0d0e0' } })
    .png()
    .toBuffer()

type Photo = { bytes: Buffer; name: string; type?: string }

/** A new estimate request's accepted answer, with its photo link. */
async function newRequest(): Promise<LeadAccepted> {
  const email = `${randomUUID().slice(0, 8)}@example.com`
  const response = await postJson('/api/leads/estimate', estimateBody({ contact: { ...contact, email } }))
  expect(response.status).toBe(201)
  return (await response.json()) as LeadAccepted
}

function sendPhotos(token: string, photos: Photo[]): Promise<Response> {
  const form = new FormData()
  for (const photo of photos)
    form.append('photos', new File([new Uint8Array(photo.bytes)], photo.name, { type: photo.type ?? 'image/jpeg' }))
  return rest(`/api/leads/photos/${token}`, { method: 'POST', body: form })
}

async function requestIdOf(reference: string): Promise<number> {
  const { docs } = await payload.find({
    collection: 'desk-leads',
    where: { reference: { equals: reference } },
    overrideAccess: true,
  })
  return docs[0]!.id
}

const photosOf = async (deskLeadId: number) => {
  const response = await rest(`/api/desk/leads/${deskLeadId}`, { token: tokens.staff })
  expect(response.status).toBe(200)
  return ((await response.json()) as LeadPage).photos
}

describe('photos with an estimate request', () => {
  it('stores a JPEG, a PNG and a HEIC as upright JPEGs at most 2,000 px long, without metadata, shown on the desk', async () => {
    const accepted = await newRequest()
    expect(accepted.photos?.token).toMatch(/^\d+-\d+-[0-9a-f]{64}$/)
    expect(Date.parse(accepted.photos!.until) - Date.now()).toBeGreaterThan(6.9 * 86_400_000)

    const sent = await sendPhotos(accepted.photos!.token, [
      { bytes: await phoneJpeg(), name: 'IMG_0001.JPG' },
      { bytes: await smallPng(), name: 'gutter.png', type: 'image/png' },
      // Browsers often give HEIC no type: the bytes decide.
      { bytes: HEIC, name: 'IMG_0002.HEIC', type: '' },
    ])
    expect(sent.status).toBe(201)
    expect(await sent.json()).toEqual({ added: 3, total: 3 })

    const photos = await photosOf(await requestIdOf(accepted.reference))
    expect(photos.map((photo) => photo.originalName)).toEqual(['IMG_0001.JPG', 'gutter.png', 'IMG_0002.HEIC'])
    const stored = await Promise.all(
      photos.map(async (photo) => {
        const file = await rest(photo.url, { token: tokens.staff })
        expect(file.status).toBe(200)
        return sharp(Buffer.from(await file.arrayBuffer())).metadata()
      }),
    )
    // The phone's landscape picture stored on its side comes out upright (portrait), shrunk to 2,000 px.
    expect(stored.map(({ format, width, height }) => [format, width, height])).toEqual([
      ['jpeg', 1333, 2000],
      ['jpeg', 640, 480],
      ['jpeg', 2000, 1333],
    ])
    for (const metadata of stored) {
      expect(metadata.exif).toBeUndefined()
      expect(metadata.orientation).toBeUndefined()
    }
    const thumbnail = await rest(photos[0]!.thumbnailUrl, { token: tokens.staff })
    expect(thumbnail.status).toBe(200)
    const thumbnailSize = await sharp(Buffer.from(await thumbnail.arrayBuffer())).metadata()
    expect(Math.max(thumbnailSize.width, thumbnailSize.height)).toBe(320)
  })

  it('refuses a text file named .jpg, an empty file and a seventh photo, naming the file and storing none of the send', async () => {
    const accepted = await newRequest()
    const token = accepted.photos!.token
    const before = (await payload.count({ collection: 'lead-photos', overrideAccess: true })).totalDocs
    const png = { bytes: await smallPng(), name: 'roof.png', type: 'image/png' }

    const disguised = await sendPhotos(token, [png, { bytes: Buffer.from('not a photo at all\n'), name: 'notes.jpg' }])
    const refusal = await readProblem(disguised, 422)
    expect(fieldsOf(refusal)).toEqual(['photos'])
    expect(refusal.errors?.[0]?.message).toContain('"notes.jpg"')

    const empty = await readProblem(await sendPhotos(token, [{ bytes: Buffer.alloc(0), name: 'blank.jpg' }]), 422)
    expect(empty.errors?.[0]?.message).toContain('"blank.jpg"')

    const broken = await sendPhotos(token, [
      { bytes: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(64)]), name: 'cut.jpg' },
    ])
    expect((await readProblem(broken, 422)).errors?.[0]?.message).toContain('"cut.jpg"')

    const seven = await sendPhotos(
      token,
      Array.from({ length: 7 }, (_, index) => ({ ...png, name: `p${index}.png` })),
    )
    expect(fieldsOf(await readProblem(seven, 422))).toEqual(['photos'])
    expect((await payload.count({ collection: 'lead-photos', overrideAccess: true })).totalDocs).toBe(before)

    // Six in all: four now, then two more are taken, and one past six is refused.
    expect(
      (
        await sendPhotos(
          token,
          Array.from({ length: 4 }, () => png),
        )
      ).status,
    ).toBe(201)
    expect(await (await sendPhotos(token, [png, png])).json()).toEqual({ added: 2, total: 6 })
    const past = await readProblem(await sendPhotos(token, [png]), 422)
    expect(past.errors?.[0]?.message).toMatch(/at most 6 photos/)
    // The request itself was never in question.
    expect(await requestIdOf(accepted.reference)).toBeGreaterThan(0)
  })

  it('opens only with a link the CMS signed for that request, for seven days', async () => {
    const accepted = await newRequest()
    const [requestId] = accepted.photos!.token.split('-').map(Number) as [number]
    const png = { bytes: await smallPng(), name: 'wall.png', type: 'image/png' }
    // Guessing the next request's link: the signature does not hold.
    const guessed = accepted.photos!.token.replace(/^\d+/, String(requestId + 1))
    expect((await sendPhotos(guessed, [png])).status).toBe(403)
    const eightDaysAgo = new Date(Date.now() - 8 * 86_400_000).toISOString()
    expect((await sendPhotos(photoLink(requestId, eightDaysAgo).token, [png])).status).toBe(410)
    // Other kinds of lead take no photos.
    const signup = await postJson('/api/leads/plan-signup', planSignupBody())
    expect(((await signup.json()) as LeadAccepted).photos).toBeUndefined()
  })

  it('lets staff and admins alone read the photos; nobody creates or changes them through the API', async () => {
    const accepted = await newRequest()
    expect((await sendPhotos(accepted.photos!.token, [{ bytes: await smallPng(), name: 'a.png' }])).status).toBe(201)
    const [photo] = await photosOf(await requestIdOf(accepted.reference))
    const readers: Record<Actor, number> = { anonymous: 403, marketing: 403, staff: 200, admin: 200 }
    for (const actor of ACTORS) {
      expect((await rest(photo!.url, { token: tokens[actor] })).status, actor).toBe(readers[actor])
      expect((await rest(`/api/lead-photos/${photo!.id}`, { token: tokens[actor] })).status, actor).toBe(readers[actor])
      const form = new FormData()
      form.append('file', new File([new Uint8Array(await smallPng())], 'x.png', { type: 'image/png' }))
      form.append('_payload', JSON.stringify({ estimateRequest: 1 }))
      const created = await rest('/api/lead-photos', { method: 'POST', body: form, token: tokens[actor] })
      expect(created.status, actor).toBe(403)
      const changed = await rest(`/api/lead-photos/${photo!.id}`, {
        method: 'PATCH',
        body: JSON.stringify({ originalName: 'x' }),
        headers: { 'content-type': 'application/json' },
        token: tokens[actor],
      })
      expect(changed.status, actor).toBe(403)
    }
  })
})
