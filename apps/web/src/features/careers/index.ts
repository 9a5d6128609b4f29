export { CareerApplicationForm } from './components/career-application-form'
export { payText } from './job-pay'
