import type { TrackingSource } from '@ecs/shared/calls'
import type { LocationSlug } from '@ecs/shared/catalog'

/**
 * Fictional tracking numbers (555-01xx is reserved for fiction), so a local site shows call tracking at
 * work: the DMV office has one per source, Houston one for Google Ads, and the Tri-Cities a small pool
 * lent to one visit at a time.
 */
export const trackingNumbers: readonly {
  number: string
  location: LocationSlug
  use: 'source' | 'pool'
  source?: TrackingSource
}[] = [
  { number: '(703) 555-0111', location: 'dmv', use: 'source', source: 'google-ads' },
  { number: '(703) 555-0112', location: 'dmv', use: 'source', source: 'bing' },
  { number: '(703) 555-0113', location: 'dmv', use: 'source', source: 'facebook' },
  { number: '(703) 555-0114', location: 'dmv', use: 'source', source: 'google-business-profile' },
  { number: '(703) 555-0115', location: 'dmv', use: 'source', source: 'email' },
  { number: '(713) 555-0131', location: 'houston', use: 'source', source: 'google-ads' },
  { number: '(509) 555-0121', location: 'tri-cities', use: 'pool' },
  { number: '(509) 555-0122', location: 'tri-cities', use: 'pool' },
  { number: '(509) 555-0123', location: 'tri-cities', use: 'pool' },
]
