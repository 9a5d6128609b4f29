export { ProgramDetails } from './components/program-details'
export { ResidentSignupForm } from './components/resident-signup-form'
