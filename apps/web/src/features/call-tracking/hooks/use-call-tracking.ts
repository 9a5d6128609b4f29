import { useEffect } from 'react'
import { followLocation } from '../call-tracking'

/** Keeps the numbers shown right for the page's location as the visitor moves around the site. */
export function useCallTracking(pathname: string): void {
  useEffect(() => followLocation(pathname), [pathname])
}
