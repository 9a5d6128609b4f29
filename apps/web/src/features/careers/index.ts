export { CareerApplicationForm } from './components/career-application-form'
