export { CustomerVisitView } from './components/customer-visit'
export { JobBooking } from './components/job-booking'
