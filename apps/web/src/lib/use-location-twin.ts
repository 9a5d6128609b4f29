import { detectLocation, locationTwin } from '@ecs/shared/navigation'
import { useLocation } from 'react-router-dom'

/**
 * Turns a site-wide link into the same page inside the current page's location, when it has one: a
 * visitor in Seattle's part of the site stays there (header, number, estimate form) whichever link they
 * follow. Outside a location, links are left as they are.
 */
export function useLocationTwin(): (href: string) => string {
  const location = detectLocation(useLocation().pathname)
  return (href) => (location ? locationTwin(href, location) : href)
}
