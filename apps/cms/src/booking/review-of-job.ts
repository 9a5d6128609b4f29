import type { CollectionAfterChangeHook, PayloadRequest } from 'payload'
import type { Review } from '@ecs/shared/cms'
import { appendToTimeline } from '../leads/desk/lead-timeline'

const idOf = (value: unknown) =>
  typeof value === 'number' ? value : typeof value === 'object' && value !== null ? (value as { id: number }).id : null

/**
 * The lead of the job a review request's reference names, for linking the review that came with it; none
 * for a reference no job has (the review is kept all the same, unlinked).
 */
export async function leadOfJobReference(req: PayloadRequest, reference: string | undefined): Promise<number | null> {
  if (!reference) return null
  const { docs } = await req.payload.find({
    collection: 'visits',
    where: { reference: { equals: reference }, kind: { equals: 'job' } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return docs[0] ? idOf(docs[0].lead) : null
}

/** A review linked to a job's lead is noted on that lead's timeline when it arrives (in its transaction). */
export const noteReviewOnJobLead: CollectionAfterChangeHook<Review> = async ({ doc, operation, req }) => {
  const leadId = idOf(doc.lead)
  if (operation !== 'create' || leadId === null) return doc
  await appendToTimeline(req, leadId, {
    type: 'review',
    actor: null,
    toValue: `${doc.rating}/5`,
    text: `Review received for job ${doc.reference ?? ''} (${doc.rating}/5): waiting for a moderator.`,
  })
  return doc
}
