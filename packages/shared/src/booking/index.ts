export {
  BOOKING_DAYS_AHEAD,
  BOOKING_DEFAULTS,
  NEXT_WINDOWS_OFFERED,
  VISIT_BOOKERS,
  VISIT_KIND_LABELS,
  VISIT_KINDS,
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
export type { CustomerVisit, JobBooking, VisitView, WindowView } from './views'
