/**
 * The choices the lead forms offer. Kept apart from the schemas that check them (and free of zod), so
 * a page can render its form without loading the validation library; the schemas import them from
 * here, so a form can never offer what the server refuses. Each list's labels stand beside it.
 */
import type { OptionLabels } from '../catalog/options'

export const PREFERRED_CONTACT_METHODS = ['phone', 'email', 'text'] as const
export const PREFERRED_CONTACT_METHOD_LABELS: OptionLabels<(typeof PREFERRED_CONTACT_METHODS)[number]> = {
  phone: 'Phone',
  email: 'Email',
  text: 'Text',
}

export const PREFERRED_CONTACT_TIMES = ['morning', 'afternoon', 'evening', 'any'] as const
export const PREFERRED_CONTACT_TIME_LABELS: OptionLabels<(typeof PREFERRED_CONTACT_TIMES)[number]> = {
  morning: 'Morning',
  afternoon: 'Afternoon',
  evening: 'Evening',
  any: 'Any time',
}

/** The surfaces a visitor can ask us to clean, for the wizard's checklist. */
export const PROPERTY_SURFACES = [
  'windows',
  'siding',
  'brick',
  'stucco',
  'roof',
  'gutters',
  'driveway',
  'walkways',
  'deck',
  'patio',
  'fence',
  'parking-garage',
  'storefront',
  'signage',
  'other',
] as const
export const PROPERTY_SURFACE_LABELS: OptionLabels<(typeof PROPERTY_SURFACES)[number]> = {
  windows: 'Windows',
  siding: 'Siding',
  brick: 'Brick',
  stucco: 'Stucco',
  roof: 'Roof',
  gutters: 'Gutters',
  driveway: 'Driveway',
  walkways: 'Walkways',
  deck: 'Deck',
  patio: 'Patio',
  fence: 'Fence',
  'parking-garage': 'Parking garage',
  storefront: 'Storefront',
  signage: 'Signage',
  other: 'Other',
}

/** Surfaces only a business has: a homeowner is not offered them. */
const BUSINESS_SURFACES: readonly PropertySurface[] = ['parking-garage', 'storefront', 'signage']
export type PropertySurface = (typeof PROPERTY_SURFACES)[number]

/** The surfaces offered for a home or for a business. */
export function surfacesFor(serviceType: 'residential' | 'commercial' | ''): readonly PropertySurface[] {
  return serviceType === 'residential'
    ? PROPERTY_SURFACES.filter((surface) => !BUSINESS_SURFACES.includes(surface))
    : PROPERTY_SURFACES
}

export const MAX_STORIES = 4
/** "1" to "4 or more": the last choice stands for every taller building. */
export const storiesLabel = (stories: number) => (stories >= MAX_STORIES ? `${MAX_STORIES} or more` : String(stories))
/** The same choice in a sentence: "1 story", "2 stories", "4 or more stories". */
export const storiesPhrase = (stories: number) => `${storiesLabel(stories)} ${stories === 1 ? 'story' : 'stories'}`

export const AVAILABILITY_OPTIONS = ['full-time', 'part-time', 'seasonal', 'weekends'] as const
export const AVAILABILITY_LABELS: OptionLabels<(typeof AVAILABILITY_OPTIONS)[number]> = {
  'full-time': 'Full time',
  'part-time': 'Part time',
  seasonal: 'Seasonal',
  weekends: 'Weekends',
}
