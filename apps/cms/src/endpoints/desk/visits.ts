import { deskCalendar } from '../../booking/desk-calendar'
import { leadVisits, markJobDone, noSuchVisit } from '../../booking/job-done'
import { reviewStats } from '../../booking/review-stats'
import { cancelStaffVisit, leadWindows, moveStaffVisit, scheduleVisit, visitWindows } from '../../booking/staff-booking'
import { databasePool } from '../../utilities/database'
import { answered, contractEndpoint } from '../contract-endpoint'
import { leadIdParam, noSuchLead } from './desk-handler'

/** The visit id of the path; no visit has any other id, so anything else is a 404. */
function visitIdParam(raw: string): number {
  if (!/^[1-9]\d{0,9}$/.test(raw) || Number(raw) > 2_147_483_647) throw noSuchVisit()
  return Number(raw)
}

/** GET /api/desk/leads/{id}/visits: the lead's estimate visits and jobs, with their review requests. */
export const leadVisitsEndpoint = contractEndpoint('deskLeadVisits', async ({ req, params }) =>
  leadVisits(req, leadIdParam(params.id)),
)

/** POST /api/desk/visits/{id}/done: staff mark a booked job done, which asks its customer for a review. */
export const visitDoneEndpoint = contractEndpoint('deskVisitDone', async ({ req, params }) =>
  markJobDone(req, visitIdParam(params.id)),
)

/** GET /api/desk/leads/{id}/windows?kind=estimate: the free windows of the lead's location for that visit. */
export const leadWindowsEndpoint = contractEndpoint('deskLeadWindows', async ({ req, params, query }) => {
  const windows = await leadWindows(req, leadIdParam(params.id), query)
  if (!windows) throw noSuchLead()
  return windows
})

/** POST /api/desk/leads/{id}/visits: staff schedule a visit for the lead in a free window; 201 with it. */
export const scheduleVisitEndpoint = contractEndpoint('deskScheduleVisit', async ({ req, params, body }) => {
  const visit = await scheduleVisit(req, leadIdParam(params.id), body)
  if (!visit) throw noSuchLead()
  return answered(visit, 201)
})

/** GET /api/desk/visits/{id}/windows: the free windows a booked visit can be moved to. */
export const visitWindowsEndpoint = contractEndpoint('deskVisitWindows', async ({ req, params }) =>
  visitWindows(req, visitIdParam(params.id)),
)

/** POST /api/desk/visits/{id}/move: staff move a booked visit to another free window. */
export const moveVisitEndpoint = contractEndpoint('deskMoveVisit', async ({ req, params, body }) =>
  moveStaffVisit(req, visitIdParam(params.id), body),
)

/** POST /api/desk/visits/{id}/cancel: staff cancel a booked visit. */
export const cancelVisitEndpoint = contractEndpoint('deskCancelVisit', async ({ req, params }) =>
  cancelStaffVisit(req, visitIdParam(params.id)),
)

/** GET /api/desk/calendar?location=houston&view=week&date=2026-11-23: a location's visits and free places. */
export const calendarEndpoint = contractEndpoint('deskCalendar', async ({ req, query }) => deskCalendar(req, query))

/** GET /api/desk/review-requests: review requests sent, reviews received and their rating per location and month. */
export const reviewStatsEndpoint = contractEndpoint('deskReviewStats', async ({ req }) =>
  reviewStats(databasePool(req.payload)),
)
