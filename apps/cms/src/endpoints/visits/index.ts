import type { Endpoint } from 'payload'
import { cancelCustomerVisit, customerVisit, rescheduleVisit, stopReviewReminder } from '../../booking/customer-visit'
import { answered, contractEndpoint } from '../contract-endpoint'
import { PRIVATE_PAGE_HEADERS } from '../quotes'

/** GET /api/visits/link/{token}: the visit a customer's signed link names (403 changed, 410 past). */
const readEndpoint = contractEndpoint(
  'visitRead',
  async ({ req, params }) => answered(await customerVisit(req, params.token), 200, PRIVATE_PAGE_HEADERS),
  { collection: 'visits' },
)

/** POST /api/visits/link/{token}/reschedule: another free window, up to the location's cut-off. */
const rescheduleEndpoint = contractEndpoint(
  'visitReschedule',
  async ({ req, params, body }) => answered(await rescheduleVisit(req, params.token, body), 200, PRIVATE_PAGE_HEADERS),
  { collection: 'visits' },
)

/** POST /api/visits/link/{token}/cancel: the customer cancels, up to the location's cut-off. */
const cancelEndpoint = contractEndpoint(
  'visitCancel',
  async ({ req, params }) => answered(await cancelCustomerVisit(req, params.token), 200, PRIVATE_PAGE_HEADERS),
  { collection: 'visits' },
)

/** POST /api/visits/link/{token}/review-opt-out: a done job's customer stops the review reminder. */
const reviewOptOutEndpoint = contractEndpoint(
  'visitReviewOptOut',
  async ({ req, params }) => answered(await stopReviewReminder(req, params.token), 200, PRIVATE_PAGE_HEADERS),
  { collection: 'visits' },
)

/** The customer's side of a visit, public behind its signed link, under /api/visits like the collection. */
export const visitEndpoints: Endpoint[] = [readEndpoint, rescheduleEndpoint, cancelEndpoint, reviewOptOutEndpoint]
