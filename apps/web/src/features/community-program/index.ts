export { ProgramDetails } from './components/program-details'
export { ProgramHeaderActions } from './components/program-header-actions'
export { ResidentSignupForm } from './components/resident-signup-form'
