export { PlanSignupForm } from './components/plan-signup-form'
