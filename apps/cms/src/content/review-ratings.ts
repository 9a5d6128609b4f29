import type { Rating, Ratings } from '@ecs/shared/cms'
import type { PayloadRequest } from 'payload'

function rating(stars: number[]): Rating | null {
  if (stars.length === 0) return null
  const sum = stars.reduce((total, value) => total + value, 0)
  return { average: Math.round((sum / stars.length) * 10) / 10, count: stars.length }
}

/**
 * The average and count of approved reviews, overall and per location, for the site's trust band.
 * Computed from every approved review each time (never a figure typed in), so it is what the reviews
 * pages show.
 */
export async function reviewRatings(req: PayloadRequest): Promise<Ratings> {
  const [reviews, locations] = await Promise.all([
    req.payload.find({
      collection: 'reviews',
      where: { status: { equals: 'approved' } },
      select: { rating: true, location: true },
      depth: 0,
      pagination: false,
      overrideAccess: true,
      req,
    }),
    req.payload.find({
      collection: 'locations',
      select: { slug: true },
      depth: 0,
      pagination: false,
      overrideAccess: true,
      req,
    }),
  ])
  const slugOf = new Map(locations.docs.map((location) => [location.id, location.slug]))
  const byLocation = new Map<string, number[]>()
  for (const review of reviews.docs) {
    const id = typeof review.location === 'object' ? review.location.id : review.location
    const slug = slugOf.get(id)
    if (slug) byLocation.set(slug, [...(byLocation.get(slug) ?? []), review.rating])
  }
  return {
    all: rating(reviews.docs.map((review) => review.rating)),
    locations: Object.fromEntries([...byLocation].map(([slug, stars]) => [slug, rating(stars)!])),
  }
}
