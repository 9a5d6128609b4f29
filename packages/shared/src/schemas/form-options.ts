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

export type PropertySurface = (typeof PROPERTY_SURFACES)[number]

/** Surfaces only a business has: a homeowner is not offered them. */
const BUSINESS_ONLY_SURFACES: readonly PropertySurface[] = ['parking-garage', 'storefront', 'signage']
/** Surfaces only a home has: a business is not offered them. */
const HOME_ONLY_SURFACES: readonly PropertySurface[] = ['driveway', 'deck', 'patio', 'fence']

/** The surfaces offered for a home or for a business (every one while the type is not chosen). */
export function surfacesFor(serviceType: 'residential' | 'commercial' | ''): readonly PropertySurface[] {
  const other =
    serviceType === 'residential' ? BUSINESS_ONLY_SURFACES : serviceType === 'commercial' ? HOME_ONLY_SURFACES : []
  return PROPERTY_SURFACES.filter((surface) => !other.includes(surface))
}

/** What a business's building is: a parking garage is measured in levels and stalls, the others in floors and square feet. */
export const BUILDING_TYPES = [
  'office',
  'retail',
  'restaurant',
  'hotel',
  'apartments',
  'community',
  'medical',
  'school',
  'warehouse',
  'parking-garage',
  'other',
] as const
export type BuildingType = (typeof BUILDING_TYPES)[number]
export const BUILDING_TYPE_LABELS: OptionLabels<BuildingType> = {
  office: 'Office building',
  retail: 'Store or shopping center',
  restaurant: 'Restaurant',
  hotel: 'Hotel',
  apartments: 'Apartments or condos',
  community: 'HOA common areas',
  medical: 'Clinic or hospital',
  school: 'School or campus',
  warehouse: 'Warehouse or plant',
  'parking-garage': 'Parking garage',
  other: 'Other',
}

/** The largest figures a business's measures take (beyond them the team asks on the walk-through). */
export const BUSINESS_LIMITS = {
  floors: 150,
  squareFeet: 10_000_000,
  levels: 30,
  stalls: 20_000,
  frontageFeet: 10_000,
  sites: 10_000,
} as const

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
