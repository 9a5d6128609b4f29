import type { IndustryContent } from './types'

export const industries: IndustryContent[] = [
  {
    name: 'Commercial Real Estate',
    description:
      'Office towers, mixed-use buildings and business parks on recurring window, facade and hardscape schedules, with certificates of insurance and after-hours crews so tenants are never disrupted.',
    icon: 'building-2',
  },
  {
    name: 'Healthcare Facilities',
    description:
      'Hospitals, clinics and senior living communities where entrances must stay open and safe. We plan work around patient traffic, use controlled rinse zones and keep walkways dry and marked.',
    icon: 'hospital',
  },
  {
    name: 'Educational Institutions',
    description:
      'Schools, colleges and campus housing cleaned during breaks and weekends, from high-traffic entry plazas and gum-spotted walkways to multi-story glass and brick.',
    icon: 'graduation-cap',
  },
  {
    name: 'Industrial Facilities',
    description:
      'Warehouses, distribution centers and plants with oil-stained docks, dusty metal siding and clerestory glass. We work around shifts and recover wash water where local rules require it.',
    icon: 'factory',
  },
  {
    name: 'Retail Stores',
    description:
      'Storefront glass, sidewalks, drive-thru lanes and shopping center common areas kept clean before opening hours, so the first customer of the day sees a store that looks ready.',
    icon: 'store',
  },
  {
    name: 'Restaurants',
    description:
      'Grease-marked pads, dumpster corrals, patios and front windows cleaned early in the morning or after close, with degreasers suited to food-service sites.',
    icon: 'utensils',
  },
  {
    name: 'HOAs and Community Associations',
    description:
      'Clubhouses, pools, entry monuments, shared walkways and fences cleaned on a schedule the board approves once, with notice to residents before each visit and one invoice for the association.',
    icon: 'house',
  },
  {
    name: 'Hotels',
    description:
      'Guest-facing glass, entrance canopies, porte-cocheres and pool decks cleaned early in the morning, so arriving guests see a property that looks cared for and nobody walks through a work zone.',
    icon: 'hotel',
  },
  {
    name: 'Property Management',
    description:
      'Apartment and office portfolios on one recurring plan across every site: windows, siding, breezeways and trash areas, with photos after each visit for owners and a single point of contact.',
    icon: 'building',
  },
  {
    name: 'Parking Operators',
    description:
      'Multi-level garages and surface lots degreased level by level, with stalls closed in sections so the facility stays open, wash water recovered where required and stripes left bright.',
    icon: 'square-parking',
  },
]
