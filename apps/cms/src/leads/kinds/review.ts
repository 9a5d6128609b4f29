import { reviewFacts } from '@ecs/shared/leads'
import { reviewSchema, type Review } from '@ecs/shared/schemas'
import { leadOfJobReference } from '../../booking/review-of-job'
import { visitorAnswers, type LeadKindModule } from './lead-kind'

/**
 * A review is stored pending for a moderator, and its status is the desk's: moderating it on the desk
 * publishes or hides it, and the other way round. Its form asks for no email, so nobody is confirmed to.
 */
export const reviewKind = {
  facts: reviewFacts,
  intake: {
    event: 'review.submitted',
    schema: reviewSchema,
    toDocument: async (lead, req) => {
      const service = lead.service
        ? (
            await req.payload.find({
              collection: 'services',
              where: { slug: { equals: lead.service } },
              limit: 1,
              depth: 0,
              overrideAccess: true,
              req,
            })
          ).docs[0]?.id
        : undefined
      // Stored pending for a moderator; the status field's access also keeps visitors from setting it.
      return {
        author: lead.name,
        rating: lead.rating,
        text: lead.text,
        service: service ?? null,
        // From a review request's link: linked to the job's lead (a reference no job has is kept unlinked).
        reference: lead.reference ?? null,
        lead: await leadOfJobReference(req, lead.reference),
        status: 'pending',
        date: new Date().toISOString(),
      }
    },
    toEventData: visitorAnswers,
    customerEmail: () => undefined,
    formFields: { author: 'name' },
  },
  desk: {
    asked: (doc) => `${String(doc.rating)}/5: ${String(doc.text ?? '').slice(0, 160)}`,
    name: (doc) => String(doc.author ?? '') || null,
    statusInDocument: true,
  },
  emails: {
    wordsGroup: 'review',
    sample: { id: 0, author: 'Sam S.', rating: 5, text: 'On time, careful with the plants, and the windows shine.' },
    words: { staffSubject: 'New review waiting for approval: {name}, {location}' },
    askedLabel: 'Review',
    message: (lead) => lead.text,
  },
} satisfies LeadKindModule<Review>
