import type { LocationContent } from './types'

export const locations: LocationContent[] = [
  {
    slug: 'dmv',
    name: 'Clearview Exterior Cleaning – DMV Area',
    address: { street: '2200 Wilson Blvd, Suite 310', city: 'Arlington', region: 'VA', postalCode: '22201' },
    phone: '(703) 555-0101',
    textsWelcome: true,
    email: 'dmv@clearview-exterior.example',
    adCampaigns: ['dmv-spring-windows'],
    hours: 'Mon–Fri 7:00 am – 6:00 pm, Sat 8:00 am – 2:00 pm',
    timeZone: 'America/New_York',
    estimateBookingOnline: false,
    office: [38.8912, -77.0859],
    headline: 'Exterior cleaning for Northern Virginia, Suburban Maryland and Washington, DC',
    intro:
      'From rowhouses on Capitol Hill to office buildings in Tysons and condo communities in Alexandria, our DMV crews clean windows, brick, siding and concrete with methods chosen for each surface.',
    aboutMarkdown: `## Serving the DMV from Arlington

Our DMV team works out of an office on Wilson Boulevard in Arlington, which puts us within a short drive of most of Northern Virginia, the District and the Maryland suburbs. Crews are scheduled by zone, so a job in Bethesda and a job in Silver Spring are usually handled by the same people on the same day instead of crossing the Beltway twice.

## What the local climate does to buildings

The DMV gets a little of everything. Spring brings heavy tree pollen that coats glass, cars and patio furniture in a yellow film within days. Hot, humid summers feed green algae on the north side of houses and black streaks on roofs and gutters. Winter adds road salt, freeze-thaw cycles and the grime that collects on storefronts along busy corridors like Route 1 and Wisconsin Avenue.

- **Spring:** pollen removal from windows, screens and outdoor living areas
- **Summer:** soft washing for algae on siding, fences and roofs
- **Fall:** gutter-line cleaning and window cleaning after leaf drop
- **Winter:** holiday lighting, then salt and de-icer cleanup from entries and garages

## Buildings we know well

Much of the area is brick, and a lot of it is old. Historic brick and soft mortar can be damaged by high pressure, so on older rowhouses and colonials we use low-pressure rinsing and cleaners suited to masonry, and we test a small area first. We also clean plenty of newer construction: vinyl-sided townhouse communities in Fairfax and Loudoun, glass-heavy office buildings in Rosslyn and the Navy Yard, and mid-rise condominiums where access rules and HOA schedules matter as much as the cleaning itself.

## Working with property managers and HOAs

Many of our DMV clients are boards and managers. We provide certificates of insurance on request, work within building quiet hours, post notices for residents ahead of time, and send a short report with photos after each commercial visit.`,
    areasServed: [
      'Washington, DC',
      'Arlington',
      'Alexandria',
      'Fairfax',
      'Falls Church',
      'McLean',
      'Vienna',
      'Tysons',
      'Reston',
      'Springfield',
      'Bethesda',
      'Chevy Chase',
      'Silver Spring',
      'Rockville',
      'Potomac',
    ],
    seoTitle: 'Window Cleaning & Pressure Washing in Arlington, VA | Clearview',
    seoDescription:
      'Window cleaning, pressure washing and soft washing for homes and businesses in Northern Virginia, DC and Maryland, from our Arlington office. Free estimates.',
  },
  {
    slug: 'tri-cities',
    name: 'Clearview Exterior Cleaning – Tri-Cities',
    address: { street: '8524 W Gage Blvd, Suite 210', city: 'Kennewick', region: 'WA', postalCode: '99336' },
    phone: '(509) 555-0102',
    textsWelcome: false,
    email: 'tricities@clearview-exterior.example',
    adCampaigns: ['tri-cities-spring-windows'],
    hours: 'Mon–Fri 7:00 am – 5:30 pm, Sat 8:00 am – 1:00 pm',
    timeZone: 'America/Los_Angeles',
    estimateBookingOnline: false,
    office: [46.2163, -119.2214],
    headline: 'Window cleaning and pressure washing for Kennewick, Richland and Pasco',
    intro:
      'Our home base is in Kennewick. Tri-Cities crews deal with wind-blown dust, hard-water spots from irrigation and long, hot summers, and they know how to clean up after all three.',
    aboutMarkdown: `## Our home base in Kennewick

Clearview started in the Tri-Cities, and our Kennewick office is still where the company is run from. Our local crews live in Kennewick, Richland, Pasco and West Richland, and most of our Tri-Cities work comes from neighbors referring neighbors.

## Dust, wind and hard water

The Columbia Basin is dry, sunny and windy. Spring and fall wind events push fine dust onto every window, screen and ledge, and a single dusty afternoon can undo a cleaning. Irrigation water here is often hard, so sprinklers that hit glass or siding leave white mineral spots that ordinary cleaning will not remove. Hot summers bake those deposits on.

- **Hard-water spots:** we use mineral-removing cleaners and, where the glass allows, careful polishing, and we tell you honestly when etching is permanent
- **Dust:** we rinse screens and tracks and clean frames, not just the glass
- **Sprinklers:** we point out heads that are spraying windows so the problem does not come back

## Homes and businesses we clean

We clean newer single-family homes in Southridge, Horn Rapids and the west side of Pasco, older ranch homes in central Richland, apartment communities along the Columbia, and commercial buildings from the Columbia Center area to the industrial parks near the ports. Concrete driveways and patios here pick up rust from irrigation and oil from trucks, and stucco and painted siding collect dust and spider webs fast in the warm months.

## Seasonal work

Many Tri-Cities customers are on a seasonal protection plan, with a spring cleaning after the wind season and a fall visit before the holidays. We also install holiday lighting across the area from early November, and we schedule take-down in January.`,
    areasServed: [
      'Kennewick',
      'Richland',
      'Pasco',
      'West Richland',
      'Benton City',
      'Burbank',
      'Finley',
      'Badger Canyon',
      'Prosser',
      'Hermiston, OR',
      'Umatilla, OR',
    ],
    seoTitle: 'Window Cleaning & Pressure Washing in Kennewick, WA | Clearview',
    seoDescription:
      'Window cleaning, pressure washing and hard-water spot removal for homes and businesses in Kennewick, Richland and Pasco. Local crews, free estimates.',
  },
  {
    slug: 'houston',
    name: 'Clearview Exterior Cleaning – Houston',
    address: { street: '2900 Richmond Ave, Suite 140', city: 'Houston', region: 'TX', postalCode: '77098' },
    phone: '(713) 555-0103',
    textsWelcome: false,
    email: 'houston@clearview-exterior.example',
    adCampaigns: ['houston-spring-windows'],
    hours: 'Mon–Fri 6:30 am – 5:30 pm, Sat by appointment',
    timeZone: 'America/Chicago',
    estimateBookingOnline: false,
    office: [29.7339, -95.4183],
    headline: 'Commercial exterior cleaning built for Houston heat and humidity',
    intro:
      'Our Houston team serves offices, retail centers, medical buildings and parking structures across the metro, and offers residential soft washing for homes fighting mildew and algae.',
    aboutMarkdown: `## Commercial cleaning across greater Houston

Our Houston office on Richmond Avenue focuses on commercial properties: office buildings in the Galleria and Energy Corridor, medical office buildings near the Texas Medical Center, retail centers in Katy and Sugar Land, and parking garages across the city. We also offer residential soft washing, because mildew on homes is one of the most common exterior problems in this climate.

## Humidity, mildew and heat

Houston's long, humid summers and frequent rain create ideal conditions for mildew, algae and black streaking. North-facing walls, shaded stucco, EIFS facades and concrete tilt-wall buildings can turn green or gray within a single season. Pressure alone only removes what is on the surface; we use soft washing with cleaning solutions that kill the growth at the root, so buildings stay clean longer.

- **Early starts:** in summer our crews begin at dawn to avoid the worst heat and to keep cleaning solutions from drying too quickly on hot surfaces
- **Storm season:** after heavy rain and hurricanes, we prioritize debris, mud and water-line cleanup for existing clients
- **Pollen and oak season:** in late winter and spring, live oak pollen and catkins stain concrete and clog drains

## Parking garages and hardscape

Garages in Houston collect oil, tire marks and the residue of constant traffic, and many feed storm drains directly. We use surface cleaners and, where required, water recovery so that dirty wash water does not go into the storm system. We also restripe parking lots after cleaning.

## Working with property teams

Commercial clients get a single point of contact, a written scope, certificates of insurance, and a short photo report after each visit. We can work nights and weekends to stay clear of tenants and shoppers.`,
    areasServed: [
      'Downtown Houston',
      'Midtown',
      'Uptown and the Galleria',
      'Energy Corridor',
      'Memorial',
      'The Heights',
      'Texas Medical Center',
      'Bellaire',
      'Sugar Land',
      'Katy',
      'Cypress',
      'The Woodlands',
      'Pearland',
      'Pasadena',
      'Clear Lake',
    ],
    seoTitle: 'Pressure Washing & Window Cleaning in Houston, TX | Clearview',
    seoDescription:
      'Commercial window cleaning, pressure washing, soft washing and parking garage cleaning across Houston, plus soft washing for homes. Free estimates.',
  },
  {
    slug: 'seattle',
    name: 'Clearview Exterior Cleaning – Seattle',
    address: { street: '1520 Westlake Ave N, Suite 205', city: 'Seattle', region: 'WA', postalCode: '98109' },
    phone: '(206) 555-0104',
    textsWelcome: true,
    email: 'seattle@clearview-exterior.example',
    adCampaigns: ['seattle-spring-windows'],
    hours: 'Mon–Fri 7:30 am – 5:30 pm, Sat 9:00 am – 1:00 pm',
    timeZone: 'America/Los_Angeles',
    estimateBookingOnline: true,
    office: [47.6332, -122.3398],
    headline: 'Moss, rain and glass: exterior cleaning for Seattle and the Eastside',
    intro:
      'Our Seattle crews clean windows, roofs, decks and storefronts from Ballard to Bellevue, with methods that make sense in a place where it rains for half the year.',
    aboutMarkdown: `## Based on Westlake, working across the Sound

Our Seattle team runs out of a small office on Westlake Avenue near South Lake Union. We cover the city and the Eastside, north to Lynnwood and Edmonds and south to Renton and Kent, with separate crews for commercial glass and residential work.

## Moss, algae and a long wet season

Seattle's mild temperatures and months of steady drizzle mean moss and algae never really stop growing. Green film builds up on north-facing siding, shaded decks and fences, and moss settles into roofs and the joints of walkways, where it holds water and makes surfaces slippery. We treat growth with soft washing, which kills it rather than just blasting off the top layer, and we avoid high pressure on cedar, composition roofing and older paint.

- **Decks and walkways:** cleaned to reduce slip hazards before the wet season
- **Roofs and siding:** low-pressure treatment that keeps shingles and paint intact
- **Gutters:** cleared of needles and moss so water can drain

## Clean windows in a rainy city

People often ask whether it is worth cleaning windows when it rains so much. Rain itself is clean; what makes windows dirty is the dust, pollen and pollutants the rain lands on. Freshly cleaned glass with no residue actually sheds rain better and stays clearer. Most Seattle homeowners book us in spring and late summer, when there is enough dry weather to enjoy the view.

## Buildings we clean

We clean Craftsman homes and newer townhomes, condominium towers, waterfront offices, restaurants and retail strips. For taller commercial buildings we use lifts and rope access, always with written safety plans and properly inspected equipment.`,
    areasServed: [
      'Seattle',
      'Ballard',
      'Capitol Hill',
      'Queen Anne',
      'South Lake Union',
      'West Seattle',
      'Bellevue',
      'Redmond',
      'Kirkland',
      'Bothell',
      'Shoreline',
      'Edmonds',
      'Lynnwood',
      'Renton',
      'Mercer Island',
    ],
    seoTitle: 'Window Cleaning & Pressure Washing in Seattle, WA | Clearview',
    seoDescription:
      'Window cleaning, moss and algae soft washing and pressure washing for homes and businesses from Ballard to Bellevue. Free, written estimates.',
  },
]
