import type { CommunityProgramContent } from './types'

/** The two resident programs' price lists, schedules and terms (prices in cents). */
export const communityPrograms: CommunityProgramContent[] = [
  {
    programId: 'montebello',
    name: 'Montebello Resident Program',
    property: 'Montebello Condominiums, 5901 Mount Eagle Drive, Alexandria, VA 22303',
    prices: [
      {
        key: 'interior-windows-1-bedroom',
        service: 'Interior windows and balcony door, studio or 1 bedroom',
        priceCents: 14900,
        cadence: 'once',
      },
      {
        key: 'interior-windows-2-bedroom',
        service: 'Interior windows and balcony door, 2 bedrooms',
        priceCents: 18900,
        cadence: 'once',
      },
      {
        key: 'interior-windows-3-bedroom',
        service: 'Interior windows and balcony doors, 3 bedrooms or penthouse',
        priceCents: 23900,
        cadence: 'once',
      },
      {
        key: 'balcony-cleaning',
        service: 'Balcony cleaning',
        priceCents: 8900,
        cadence: 'once',
        description: 'Floor, railings and furniture, with no water running onto balconies below',
      },
      {
        key: 'seasonal-window-care',
        service: 'Seasonal window care, any unit',
        priceCents: 12900,
        cadence: 'quarterly',
        description: 'Interior glass and balcony door every three months, billed each visit',
      },
      {
        key: 'balcony-holiday-lights',
        service: 'Balcony holiday lighting, installed and removed',
        priceCents: 19900,
        cadence: 'once',
      },
    ],
    schedule:
      'Service days are the second and fourth Tuesday of each month, building by building (North tower, then South tower). We confirm your day and a two-hour arrival window by phone within two business days of your signup.',
    terms:
      'Resident prices are per visit and include all travel and trip fees. Payment is due within 15 days of each visit, by card online, check, cash or bank transfer. Seasonal window care continues every three months until you cancel; cancel any time before a scheduled visit at no charge. We follow Montebello’s contractor access, elevator and insurance rules.',
    confirmation:
      'You are signed up for the Montebello Resident Program. Within two business days we call you to set your Tuesday service day and a two-hour arrival window, at the resident prices listed, with no trip fee. Questions before then? Call the Montebello program line.',
    contact: { phone: '(703) 555-0105', email: 'montebello@clearview-exterior.example' },
  },
  {
    programId: 'columbia-river-walk',
    name: 'Columbia River Walk Resident Program',
    property: 'Columbia River Walk Apartments, 1445 Spaulding Avenue, Richland, WA 99352',
    prices: [
      {
        key: 'windows-1-bedroom',
        service: 'Windows and patio door, 1 bedroom',
        priceCents: 9900,
        cadence: 'once',
      },
      {
        key: 'windows-2-bedroom',
        service: 'Windows and patio door, 2 bedrooms',
        priceCents: 12900,
        cadence: 'once',
      },
      {
        key: 'windows-3-bedroom',
        service: 'Windows and patio doors, 3 bedrooms',
        priceCents: 15900,
        cadence: 'once',
      },
      {
        key: 'hard-water-treatment',
        service: 'Hard-water spot treatment, per patio door',
        priceCents: 4500,
        cadence: 'once',
      },
      { key: 'patio-cleaning', service: 'Patio or balcony cleaning', priceCents: 6900, cadence: 'once' },
      {
        key: 'quarterly-window-care',
        service: 'Quarterly window care, any apartment',
        priceCents: 8900,
        cadence: 'quarterly',
        description: 'Windows and patio door every three months, billed each visit',
      },
    ],
    schedule:
      'Resident service days are the first and third Thursday of each month. Move-out cleanings can be booked on other weekdays. We call within two business days of your signup to confirm your day.',
    terms:
      'Resident prices are per visit with no trip fees. Payment is due within 15 days of each visit, by card online, check, cash or bank transfer. Quarterly window care continues every three months until you cancel; cancel any time before a scheduled visit at no charge. Our crews follow the community’s parking, access and quiet-hours rules.',
    confirmation:
      'You are signed up for the Columbia River Walk Resident Program. Within two business days we call you to set your Thursday service day, at the resident prices listed, with no trip fee. Questions before then? Call the River Walk program line.',
    contact: { phone: '(509) 555-0106', email: 'riverwalk@clearview-exterior.example' },
  },
]
