export { startCallTracking } from './call-tracking'
export { useCallTracking } from './hooks/use-call-tracking'
