import type { PayloadRequest } from 'payload'

/** Location ids by slug: four rows that never change id, so one read per process is enough. */
const locationIds = new Map<string, number>()

export async function locationId(req: PayloadRequest, slug: string | undefined): Promise<number | null> {
  if (!slug) return null
  const known = locationIds.get(slug)
  if (known !== undefined) return known
  const { docs } = await req.payload.find({
    collection: 'locations',
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    pagination: false,
    req,
  })
  if (docs[0]) locationIds.set(slug, docs[0].id)
  return docs[0]?.id ?? null
}
