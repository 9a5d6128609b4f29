import type { PayloadRequest } from 'payload'
import type { ContentDocument } from '@ecs/shared/routes'

/**
 * The version of a document visitors see: its main row when published (drafts live in its versions),
 * undefined when it was never published or is unpublished.
 */
export async function publishedVersionOf(
  collection: string,
  id: number | string,
  req: PayloadRequest,
): Promise<(ContentDocument & { _status?: string | null }) | undefined> {
  const doc = await req.payload.findByID({
    collection: collection as 'pages',
    id,
    draft: false,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  return doc?._status === 'published' ? doc : undefined
}
