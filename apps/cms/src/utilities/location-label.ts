import type { PayloadRequest } from 'payload'
import type { Language } from '@ecs/shared/schemas'
import { readInLocale } from './read-in-locale'

/** A location's label in a language (English where it has none in it), read in the request's transaction. */
export async function locationLabelIn(
  req: PayloadRequest,
  locationId: number,
  language: Language,
): Promise<string | undefined> {
  const location = await readInLocale(req, () =>
    req.payload
      .findByID({
        collection: 'locations',
        id: locationId,
        locale: language,
        depth: 0,
        select: { label: true },
        overrideAccess: true,
        req,
      })
      .catch(() => undefined),
  )
  return location?.label ?? undefined
}
