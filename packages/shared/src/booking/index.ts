export {
  BOOKING_DAYS_AHEAD,
  BOOKING_DEFAULTS,
  NEXT_WINDOWS_OFFERED,
  REVIEW_LINK_DAYS,
  REVIEW_REMINDER_DAYS,
  VISIT_BOOKERS,
  VISIT_KIND_LABELS,
  VISIT_KINDS,
  VISIT_REFERENCE_LETTERS,
  VISIT_REFERENCE_PATTERN,
  VISIT_STATUS_LABELS,
  VISIT_STATUSES,
  WINDOW_STEP_MINUTES,
  type VisitBooker,
  type VisitKind,
  type VisitStatus,
} from './facts'
export { visitMinutes, type VisitLengths } from './visit-length'
export { freeWindows, isFreeWindow, placesLeft, type CrewCalendar, type TimeSpan, type WindowQuery } from './windows'
export { momentLabel, windowLabel } from './window-label'
export { bookWindowSchema, scheduleVisitSchema, type BookWindow, type ScheduleVisit } from './schemas'
export type { CustomerVisit, DeskVisit, JobBooking, ReviewStatsRow, VisitView, WindowView } from './views'
