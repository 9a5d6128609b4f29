export {
  BOOKING_DAYS_AHEAD,
  BOOKING_DEFAULTS,
  CALENDAR_VIEWS,
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
  type CalendarView,
  type VisitBooker,
  type VisitKind,
  type VisitStatus,
} from './facts'
export { visitMinutes, type VisitLengths } from './visit-length'
export { freeWindows, isFreeWindow, placesLeft, type CrewCalendar, type TimeSpan, type WindowQuery } from './windows'
export { momentLabel, windowLabel } from './window-label'
export { addDays, calendarPeriod, crewSlots, dayIn, dayLabel, dayStart, type CrewSlot } from './calendar'
export {
  bookWindowSchema,
  calendarQuerySchema,
  leadWindowsQuerySchema,
  scheduleVisitSchema,
  type BookWindow,
  type CalendarQuery,
  type LeadWindowsQuery,
  type ScheduleVisit,
} from './schemas'
export type {
  CalendarDay,
  CalendarSlot,
  CalendarVisit,
  CrewPlaces,
  CustomerVisit,
  DeskCalendar,
  DeskVisit,
  JobBooking,
  LeadWindows,
  ReviewStatsRow,
  VisitView,
  WindowView,
} from './views'
