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
]
