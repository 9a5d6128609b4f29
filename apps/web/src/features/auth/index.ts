export { mayOpenStaffPage, nextPathFrom, useCurrentUser } from './api/session'
export { LoginForm } from './components/login-form'
export { SignOutButton } from './components/sign-out-button'
