import { StaffCalendar, useCalendarAddress, useDeskCalendar, useLiveCalendar } from '../../features/staff-calendar'
import type { PageModule } from '../../lib/page-module'
import { ReportState, StaffLayout } from '../staff/staff-layout'

/**
 * /admin/calendar: a location's estimate visits and jobs by week or day, with the crews' free places;
 * the location, view and day in the address (a reload keeps them), kept current by the live desk.
 */
function AdminCalendarPage() {
  const [query, setAddress] = useCalendarAddress()
  const calendar = useDeskCalendar(query)
  useLiveCalendar()
  return (
    <StaffLayout title="Calendar" current="/admin/calendar">
      <ReportState isPending={calendar.isPending} error={calendar.error}>
        {calendar.data && (
          <StaffCalendar calendar={calendar.data} onAddress={setAddress} busy={calendar.isPlaceholderData} />
        )}
      </ReportState>
    </StaffLayout>
  )
}

export default AdminCalendarPage satisfies PageModule['default']
