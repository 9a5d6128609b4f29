export { useCalendarAddress, useDeskCalendar, useLiveCalendar } from './api/calendar'
export { StaffCalendar } from './components/staff-calendar'
