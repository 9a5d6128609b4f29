import type { PlanContent } from './types'

/**
 * Prices and frequencies come from the catalog (PLAN_FACTS); this file holds the words and the enhanced
 * prices, which add the enhanced extras (a fall gutter cleaning, spring and fall inspections: $136 to
 * $180 a year by home size) spread over each plan's visits, so the extras cost about the same on every plan.
 */
export const plans: PlanContent[] = [
  {
    id: 'basic',
    description:
      'A maintenance visit every season. Good for homes that stay fairly clean and just need regular attention so small problems never become big ones.',
    enhancedPrices: { small: 59.99, medium: 79.99, large: 104.99 },
    features: [
      'Quarterly maintenance visit, one per season',
      'Exterior spot cleaning of entry doors, front glass and high-visibility areas',
      'Cobweb and wasp-nest removal around eaves, lights and entries',
      'Quick visual check of siding, gutters and caulking, with notes after each visit',
      '10% off any additional service booked while on the plan',
    ],
  },
  {
    id: 'plus',
    description:
      'Visits every other month and a place near the front of the schedule. Popular with busy households, homes near trees or fields, and anyone who entertains outdoors.',
    enhancedPrices: { small: 102.99, medium: 156.99, large: 209.99 },
    features: [
      'Bi-monthly maintenance visit, six per year',
      'Everything in Basic, on a tighter schedule',
      'Rinse of entry walkways, porch and patio between full cleanings',
      'Priority scheduling for add-on services and storm clean-ups',
      '15% off any additional service booked while on the plan',
    ],
  },
  {
    id: 'premium',
    description:
      'Monthly care plus one full deep cleaning every year. For homeowners who want the outside of the house to look freshly cleaned all year without thinking about it.',
    enhancedPrices: { small: 141.99, medium: 233.99, large: 314.99 },
    features: [
      'Monthly maintenance visit, twelve per year',
      'Everything in Plus, every month',
      'One annual deep cleaning included (full exterior soft wash or full window cleaning, your choice)',
      'Priority scheduling, including first pick of holiday lighting install dates',
      '20% off any additional service booked while on the plan',
    ],
  },
]
