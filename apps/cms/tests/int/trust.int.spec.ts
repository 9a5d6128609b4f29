import type { Ratings } from '@ecs/shared/cms'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getTestPayload } from '../helpers/payload'
import { rest } from '../helpers/rest'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})
afterAll(async () => {
  await payload.destroy()
})

async function ratings(): Promise<Ratings> {
  const response = await rest('/api/reviews/ratings')
  expect(response.status).toBe(200)
  return (await response.json()) as Ratings
}

/** The mean of the stars, to one decimal, written out here rather than taken from the endpoint's code. */
async function approvedStars(slug?: string): Promise<{ average: number; count: number }> {
  const { docs } = await payload.find({
    collection: 'reviews',
    where: {
      status: { equals: 'approved' },
      ...(slug && { 'location.slug': { equals: slug } }),
    },
    pagination: false,
    depth: 0,
  })
  const sum = docs.reduce((total, review) => total + review.rating, 0)
  return { average: Math.round((sum / docs.length) * 10) / 10, count: docs.length }
}

describe('the rating the trust band shows', () => {
  it('is the average and count of approved reviews, overall and per location', async () => {
    const answer = await ratings()
    expect(answer.all).toEqual(await approvedStars())
    for (const slug of ['dmv', 'tri-cities', 'houston', 'seattle'])
      expect(answer.locations[slug], slug).toEqual(await approvedStars(slug))
  })

  it('counts a review once it is approved, never while it waits or after it is rejected', async () => {
    const before = (await ratings()).locations.houston!
    const { docs } = await payload.find({ collection: 'locations', where: { slug: { equals: 'houston' } } })
    const review = await payload.create({
      collection: 'reviews',
      data: {
        author: 'Rating test',
        location: docs[0]!.id,
        rating: 1,
        text: 'Pending reviews never count towards the rating anyone sees.',
        date: new Date().toISOString(),
        status: 'pending',
      },
    })
    expect((await ratings()).locations.houston).toEqual(before)
    await payload.update({ collection: 'reviews', id: review.id, data: { status: 'approved' } })
    expect((await ratings()).locations.houston!.count).toBe(before.count + 1)
    await payload.update({ collection: 'reviews', id: review.id, data: { status: 'rejected' } })
    expect((await ratings()).locations.houston).toEqual(before)
    await payload.delete({ collection: 'reviews', id: review.id })
  })
})

describe("the owner's reply to a review", () => {
  it('is public on approved reviews', async () => {
    const response = await rest('/api/reviews?where[reply.text][exists]=true&depth=0&limit=10')
    const { docs } = (await response.json()) as { docs: { reply?: { text?: string; date?: string } }[] }
    expect(docs.length).toBeGreaterThan(0)
    for (const doc of docs) expect(doc.reply?.text).toMatch(/\w{3,}/)
  })
})

describe('office hours', () => {
  it('refuse a text with no days and times, naming the field', async () => {
    const { docs } = await payload.find({ collection: 'locations', limit: 1 })
    const refused = await payload
      .update({ collection: 'locations', id: docs[0]!.id, data: { hours: 'By appointment' } })
      .catch((error: unknown) => error)
    expect(refused).toMatchObject({ data: { errors: [{ path: 'hours' }] } })
  })
})
