export { startCallTracking } from './call-tracking'
export { useCallTracking } from './hooks/use-call-tracking'
export {
  AwaitNumberSwap,
  NumberSwapElements,
  writtenNumberSwap,
  type NumberSwapContent,
} from './components/number-swap-elements'
export type { PageNumbers } from './numbers-before-answer'
