import { LEAD_ENDPOINTS, type LeadAccepted } from '@ecs/shared/api'
import { LEAD_KINDS, type LeadKind } from '@ecs/shared/leads'
import type { Endpoint } from 'payload'
import { bookEstimateVisit, estimateVisitBooking } from '../../booking/estimate-visit-booking'
import { leadHandler } from '../../leads/intake/submit-lead'
import { addLeadPhotos } from '../../leads/photos/add-lead-photos'
import { leadKindModule } from '../../leads/kinds/registry'
import { answered, contractEndpoint, type Answered } from '../contract-endpoint'
import { PRIVATE_PAGE_HEADERS } from '../quotes'

/**
 * The public's one way to submit: validated, idempotent, bot-filtered lead endpoints (see
 * docs/decisions/003-lead-endpoints.md), one per kind that takes a form, at its contract's path, each reading
 * its request as its kind says (bot filter and idempotency before its schema).
 */
export const leadEndpoints: Endpoint[] = LEAD_KINDS.flatMap((kind) => {
  const module = leadKindModule(kind)
  const name = (LEAD_ENDPOINTS as Partial<Record<LeadKind, (typeof LEAD_ENDPOINTS)[keyof typeof LEAD_ENDPOINTS]>>)[kind]
  if (!module.intake || !name) return []
  const handler = leadHandler({ ...module, intake: module.intake })
  return [
    contractEndpoint(name, async ({ req }) => (await handler(req)) as Answered<LeadAccepted>, {
      ownBody: true,
    }),
  ]
})

/** POST /api/leads/photos/{token}: photos for a sent estimate request, behind the token its accepted answer gave. */
export const estimatePhotosEndpoint = contractEndpoint(
  'estimatePhotos',
  async ({ req, params }) => answered(await addLeadPhotos(req, params.token), 201),
  { ownBody: true },
)

/** GET /api/leads/estimate-visit/{token}: the free estimate-visit windows (or the booked visit) of a sent request. */
export const estimateVisitBookingEndpoint = contractEndpoint('estimateVisitBooking', async ({ req, params }) =>
  answered(await estimateVisitBooking(req, params.token), 200, PRIVATE_PAGE_HEADERS),
)

/** POST /api/leads/estimate-visit/{token}: the visitor books the estimate visit of their request in a free window. */
export const estimateVisitBookEndpoint = contractEndpoint('estimateVisitBook', async ({ req, params, body }) =>
  answered(await bookEstimateVisit(req, params.token, body), 201, PRIVATE_PAGE_HEADERS),
)
