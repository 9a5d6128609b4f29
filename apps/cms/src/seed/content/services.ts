import type { ServiceContent } from './types'

export const services: ServiceContent[] = [
  {
    slug: 'commercial-window-cleaning',
    description:
      'Storefront, mid-rise and high-rise window cleaning on a schedule that fits your building, using water-fed poles, lifts and rope access.',
    intro:
      'Clean glass is the first thing tenants, patients and customers notice. We clean commercial windows from the sidewalk to the top floor, with the access method, crew size and timing planned around your building and the people inside it.',
    bodyMarkdown: `## What we clean

Every building is different, so each job starts with a walk-through and a written scope. A typical commercial window cleaning includes:

- Exterior glass on all elevations, including storefronts, entry doors and transoms
- Frames, mullions and sills wiped down so dirty water does not run back onto clean glass
- Interior glass, lobby partitions and skylights when included in the scope
- Removal of light construction dust, paint overspray and sticker residue where it can be done safely
- A final check from the ground and a short photo report for property managers

## Ground level to high-rise

We choose the access method for each elevation, not one method for the whole building.

- **Water-fed poles** for storefronts and buildings up to about four stories. Purified water leaves no spots and means fewer ladders near entrances.
- **Aerial and boom lifts** for low and mid-rise buildings with accessible grounds, atriums and parking structures.
- **Rope access and bosun chairs** for high-rise facades where lifts cannot reach. Our rope technicians work in pairs with independent working and safety lines.
- **Building maintenance units (BMUs)** where your building has its own suspended platform, operated under your building's procedures.

## Safety on every job

Before any work at height we review the building's roof anchor and davit inspection records, prepare a written fall-protection and rescue plan, and set up ground-level exclusion zones with cones and signs. Equipment is inspected before each use. We carry general liability and workers' compensation insurance and send certificates of insurance naming your management company on request.

## How often to clean

- **Retail storefronts and restaurants:** every two to four weeks, because fingerprints and street grime show quickly
- **Office and medical buildings:** quarterly for entrances and low floors, twice a year for upper floors
- **High-rise towers:** usually twice a year, often timed for spring pollen and after fall leaf drop

Recurring schedules are cheaper per visit than one-time cleanings, because glass cleaned regularly takes less time and we can plan crews and equipment ahead.

Call us or [request a free estimate](/contact) and we will schedule a walk-through, usually within a few business days.`,
    priceFactors: [
      'Building height and the access method required',
      'Number and size of panes, and how many have divided lites or deep frames',
      'Interior as well as exterior cleaning',
      'Hard-water staining, paint overspray or construction residue',
      'After-hours or weekend work, lane closures or permits for sidewalk use',
    ],
    highlights: [
      'Storefronts, mid-rise and high-rise buildings',
      'Rope access, lifts and water-fed poles chosen per elevation',
      'Written safety plans and anchor record checks before work at height',
      'Recurring schedules with photo reports for property managers',
      'Certificates of insurance on request',
    ],
    faqs: [
      {
        question: 'Do you clean high-rise buildings?',
        answer:
          'Yes. We use rope access, bosun chairs, lifts and existing building maintenance units. Before any work at height we review roof anchor inspection records and prepare a written fall-protection and rescue plan.',
      },
      {
        question: 'Can you work outside business hours?',
        answer:
          'Yes. Many storefront and lobby cleanings are done early in the morning, and we schedule evening or weekend work for buildings where daytime access is difficult. After-hours work can affect pricing.',
      },
      {
        question: 'What happens if it rains after you clean?',
        answer:
          'Rain on clean glass usually dries clear, because there is no dirt film for it to mix with. If wind-driven rain or dust leaves the glass noticeably dirty within a couple of days of a cleaning, tell us and we will look at it.',
      },
      {
        question: 'Do you clean interior glass as well?',
        answer:
          'We can. Interior windows, lobby glass, partitions and skylights can be added to the scope. Interior work is usually scheduled outside business hours so we do not disturb tenants.',
      },
      {
        question: 'Can you send a certificate of insurance before the job?',
        answer:
          'Yes. Tell us who should be named as additional insured and we will have the certificate sent before the first visit.',
      },
    ],
    seoTitle: 'Commercial & High-Rise Window Cleaning | Clearview',
    seoDescription:
      'Storefront, mid-rise and high-rise window cleaning with rope access, lifts and water-fed poles. Recurring schedules and written safety plans. Free estimates.',
  },
  {
    slug: 'commercial-pressure-washing',
    description:
      'Sidewalks, entries, plazas, drive-thrus and dumpster pads cleaned with hot water, surface cleaners and the right pressure for each surface.',
    intro:
      "Gum, grease, tire marks and everyday grime build up fast on commercial concrete. We clean it back to a uniform finish, without damaging the surface, and keep wash water out of places it shouldn't go.",
    bodyMarkdown: `## Surfaces we clean

- Sidewalks, entry plazas and building aprons
- Drive-thru lanes, loading docks and fuel islands
- Dumpster pads, enclosures and grease-trap areas
- Building walls of concrete, block and brick (with pressure adjusted for the material)
- Outdoor seating areas, planters and site furniture
- Stairs, ramps and handrails

## Our process

1. **Walk-through.** We note the surfaces, stains, drains, water sources and any areas that need to stay open during work.
2. **Pre-treatment.** Degreasers go on oil and food-waste stains; gum is softened with hot water before it is removed.
3. **Surface cleaning.** Flat concrete is cleaned with rotary surface cleaners, which give an even finish without the stripes a wand leaves behind.
4. **Detail work.** Edges, corners, curbs and steps are cleaned by hand with a wand at a pressure suited to the material.
5. **Rinse and recovery.** We rinse toward approved drainage, protect storm drains with covers or berms, and use vacuum recovery where local rules or your site require it.
6. **Walk-off.** We walk the site with you or send photos, and note any stains that could not be fully removed, such as old rust or deep oil penetration.

## Hot water makes the difference

Our commercial rigs heat water to break down grease, oil and gum. Cold water will move dirt, but on a restaurant pad or a busy entry hot water removes far more in less time, with less chemical.

## Protecting surfaces and people

Higher pressure is not always better. Too much pressure etches concrete, scars brick and cuts into mortar joints, so we adjust pressure, nozzle and distance for each surface. Work areas are coned off, walkways are kept passable where possible, and we start early so entrances are dry before you open.

## How often

- **Restaurants, fuel stations and drive-thrus:** monthly or every other month
- **Retail centers and office entries:** quarterly
- **Industrial sites and warehouses:** twice a year, plus after specific spills or events

Get a free estimate through our [contact page](/contact). Regular schedules are priced lower per visit than one-time cleanings.`,
    priceFactors: [
      'Square footage and how much detail work there is',
      'The amount of gum, grease or oil staining',
      'Water access on site, or whether we bring water',
      'Wastewater recovery requirements',
      'Night or weekend scheduling',
    ],
    highlights: [
      'Hot-water equipment for grease, oil and gum',
      'Rotary surface cleaners for an even, stripe-free finish',
      'Storm-drain protection and water recovery where required',
      'Early-morning and after-hours scheduling',
      'Recurring programs for restaurants, retail and offices',
    ],
    faqs: [
      {
        question: 'Can you remove chewing gum from sidewalks?',
        answer:
          'Yes. Hot water softens gum so it can be removed without gouging the concrete. Heavily gummed areas may need a second pass, and very old gum can leave a faint shadow.',
      },
      {
        question: 'Will all oil stains come out?',
        answer:
          'Fresh and surface stains usually come out well. Oil that has soaked deep into porous concrete for years can be lightened but not always removed completely. We will tell you what to expect before we start.',
      },
      {
        question: 'Where does the wash water go?',
        answer:
          'We protect storm drains and direct water to approved drainage. Where local rules or your site require it, we recover wash water with vacuum equipment and dispose of it properly.',
      },
      {
        question: 'Do we need to close our entrance?',
        answer:
          'Usually not. We clean in sections, cone off wet areas and keep a path open. Most entry cleanings are finished before business hours.',
      },
    ],
    seoTitle: 'Commercial Pressure Washing | Clearview Exterior Cleaning',
    seoDescription:
      'Hot-water pressure washing for sidewalks, entries, drive-thrus and dumpster pads. Gum and grease removal, drain protection, after-hours scheduling.',
  },
  {
    slug: 'commercial-soft-wash',
    description:
      'Low-pressure cleaning that removes algae, mildew and dirt from stucco, EIFS, painted walls, siding and awnings without damaging them.',
    intro:
      'Many building facades cannot take high pressure. Soft washing uses cleaning solutions and a gentle rinse to remove organic growth and grime from delicate surfaces, and it keeps them clean longer than pressure alone.',
    bodyMarkdown: `## Why soft washing

Green and black streaks on a building are usually algae, mildew or lichen. High-pressure washing knocks off what is on the surface but leaves roots behind, so the growth returns within months. It can also force water behind siding, crack stucco and damage the finish coat of EIFS. Soft washing treats the growth with a cleaning solution, lets it work, and rinses it away at about the pressure of a garden hose.

## Surfaces we soft wash

- Stucco and EIFS (exterior insulation and finish systems)
- Painted block, painted metal and fiber-cement panels
- Vinyl and aluminum siding
- Fabric and metal awnings, canopies and signs
- Concrete tilt-wall and precast panels
- Low-slope and shingle roofs on commercial buildings

## Our process

1. **Inspection and test.** We identify the surface and the type of growth, and test the solution on a small area.
2. **Protection.** Landscaping is pre-wet and, where needed, covered. Doors, vents and electrical fixtures are protected, and windows are rinsed as we go.
3. **Application.** The solution is mixed for the surface and applied from the bottom up at low pressure.
4. **Dwell.** It is left to work for several minutes, without being allowed to dry on the surface.
5. **Rinse.** Everything is rinsed thoroughly, including plants, glass and walkways.
6. **Check.** We walk the building and touch up any spots before we leave.

Some stains, especially heavy lichen, keep fading for several days after treatment as the dead growth weathers off.

## Protecting plants and people

We use the weakest solution that does the job, pre-wet and rinse landscaping, and keep wash water away from storm drains. Work areas are coned and marked, and we schedule around tenants, shoppers and patients.

## How often

Most commercial buildings need soft washing every one to two years. Shaded walls, buildings near irrigation or water, and properties in humid climates may benefit from yearly treatment.

[Request a free estimate](/contact) and we will look at your building and recommend the right approach.`,
    priceFactors: [
      'Height of the building and how we need to access it',
      'Square footage of facade and the type of surface',
      'How heavy the growth is and how long since the last cleaning',
      'Landscaping that needs extra protection',
      'Night or weekend scheduling',
    ],
    highlights: [
      'Safe for stucco, EIFS, paint, siding and awnings',
      'Treats algae and mildew at the root so it returns more slowly',
      'Landscaping pre-wet, protected and rinsed',
      'Tested on a small area before full application',
    ],
    faqs: [
      {
        question: 'Is soft washing safe for my plants?',
        answer:
          'When done correctly, yes. We pre-wet plants, cover sensitive ones, use the weakest solution that works and rinse everything thoroughly afterwards.',
      },
      {
        question: 'How long do results last?',
        answer:
          'Typically one to two years, depending on shade, moisture and nearby vegetation. Soft washing kills the growth rather than just removing the surface layer, so it comes back more slowly than after pressure washing.',
      },
      {
        question: 'Will it remove rust or irrigation stains?',
        answer:
          'Those are mineral stains and need different cleaners. We can treat many rust and hard-water stains as an add-on, and we will tell you in advance if a stain is unlikely to come out.',
      },
      {
        question: 'Can you soft wash while the building is open?',
        answer:
          'Yes. We work in sections, cone off the area around us and keep entrances usable. For busy sites we can work early in the morning or on weekends.',
      },
    ],
    seoTitle: 'Commercial Soft Washing for Stucco, EIFS & Siding | Clearview',
    seoDescription:
      'Low-pressure soft washing that removes algae, mildew and dirt from stucco, EIFS, painted walls and awnings without damage. Free commercial estimates.',
  },
  {
    slug: 'graffiti-removal',
    description:
      'Fast, surface-specific graffiti removal from brick, concrete, metal, glass and painted walls, with optional protective coatings.',
    intro:
      'Graffiti left in place tends to attract more. We respond quickly, remove it with methods chosen for the surface, and can apply coatings that make the next removal faster and cheaper.',
    bodyMarkdown: `## Speed matters

The longer paint sits on a porous surface, the deeper it soaks in and the harder it is to remove completely. Quick removal also discourages repeat tagging. Existing clients can call or email a photo and we will schedule removal, usually within one to two business days, and sooner for offensive content.

## Removal methods by surface

- **Brick and concrete:** graffiti removers matched to the paint type, followed by a hot-water rinse at controlled pressure to avoid scarring the surface
- **Smooth painted walls:** a careful solvent test first; if removal would damage the base paint, we paint over with a matched color instead
- **Metal doors, utility boxes and signs:** gentle removers that will not lift factory finishes
- **Glass:** solvent removal for paint and marker; scratched or acid-etched glass (sometimes called scratchiti) can often be improved but not always fully repaired
- **Natural stone and historic masonry:** low-pressure, low-aggression methods, tested in a small area first

## Our process

1. **Document.** We photograph the graffiti before we start, which is useful if you are filing a police report or insurance claim.
2. **Test.** A small test patch shows which remover works without harming the surface.
3. **Remove.** Product is applied, allowed to work and rinsed, repeated as needed.
4. **Finish.** Any remaining shadow is treated or, on painted surfaces, painted out to match.
5. **Report.** You get before and after photos.

## Protective coatings

For walls that are hit often, an anti-graffiti coating saves time and money.

- **Sacrificial coatings** are clear and inexpensive. When the wall is tagged, the coating and the paint come off together with hot water, and the coating is reapplied.
- **Permanent coatings** cost more but survive repeated cleanings, so graffiti can be wiped or washed off many times before recoating.

We will help you choose based on the surface, how often it is hit, and how it looks with a coating applied, since some coatings darken or add a slight sheen.

## Ongoing programs

Property managers, retail centers and schools can set up a standing removal agreement with agreed response times and a set price per visit or per square foot, so there is no quote to wait for each time.

[Contact us](/contact) with photos and the location and we will get back to you with a price.`,
    priceFactors: [
      'Size of the area and number of tags',
      'Surface type and how porous it is',
      'Type of paint or marker, and how long it has been there',
      'Height and access',
      'Whether a protective coating is applied afterwards',
    ],
    highlights: [
      'Removal usually scheduled within one to two business days for existing clients',
      'Methods matched to brick, concrete, metal, glass and paint',
      'Before and after photos for police or insurance reports',
      'Sacrificial and permanent anti-graffiti coatings',
      'Standing agreements for properties that are tagged often',
    ],
    faqs: [
      {
        question: 'Will there be a shadow where the graffiti was?',
        answer:
          'On very porous surfaces or with old paint, a faint shadow can remain. We treat it further where the surface allows, and on painted walls we can paint it out to match.',
      },
      {
        question: 'Do you remove graffiti from glass?',
        answer:
          'Yes, paint and marker come off glass well. Scratched or acid-etched graffiti is different: it can sometimes be improved by polishing, but deep etching may need glass or film replacement.',
      },
      {
        question: 'What is a sacrificial coating?',
        answer:
          'A clear coating that sits between the wall and any graffiti. When the wall is tagged, the coating comes off with the paint, and we reapply it. It is inexpensive and good for surfaces hit occasionally.',
      },
      {
        question: 'Can you remove graffiti from historic brick?',
        answer:
          'Yes, with care. We use low-pressure, low-aggression methods and test in a small area first, because old brick and mortar are softer than modern materials.',
      },
    ],
    seoTitle: 'Graffiti Removal & Anti-Graffiti Coatings | Clearview',
    seoDescription:
      'Quick graffiti removal from brick, concrete, metal, glass and painted walls, with before and after photos and optional anti-graffiti coatings.',
  },
  {
    slug: 'parking-garage-pressure-wash',
    description:
      'Deck, ramp, stairwell and elevator lobby cleaning for parking structures, with drain protection, water recovery and phased closures.',
    intro:
      'Parking garages collect oil, tire dust, road salt and litter, and that residue wears down concrete and coatings over time. We clean structures level by level while keeping most of the garage open.',
    bodyMarkdown: `## Why clean a parking garage

A garage is often the first and last part of a building people see. Beyond appearance, oil and grime make decks slippery, road salt speeds up corrosion of reinforcing steel, and dirt hides cracks and coating failures that should be repaired early. Regular cleaning is one of the least expensive ways to protect a structure that is very expensive to repair.

## What we clean

- Parking decks, drive aisles and ramps
- Oil and fluid stains in stalls
- Stairwells, landings and handrails
- Elevator lobbies and vestibules
- Entry and exit lanes, ticket and pay-station areas
- Walls, columns and overhead surfaces, where included in the scope
- Drains and trench grates cleared of debris

## Our process

1. **Planning.** We work with your team on a phasing plan so only a section or level is closed at a time, and we provide signs and cones.
2. **Sweep.** Loose debris, litter and sediment are removed first so they do not end up in the drains.
3. **Degrease.** Oil stains and heavy traffic areas are pre-treated.
4. **Wash.** Hot-water surface cleaners clean the decks evenly; wands are used for corners, curbs and stairs.
5. **Recover.** Drains are protected, and wash water is vacuumed up and disposed of where required by local rules or your permit conditions.
6. **Reopen.** We check each area, remove barriers and report on anything we noticed, such as spalling concrete, leaking joints or failed coatings.

## Coatings and sealers

Many garages have traffic coatings or sealers on top decks and ramps. We adjust pressure and cleaners so we clean them without lifting or wearing them, and we can clean ahead of coating or restriping contractors. After washing, we can also [restripe the garage](/commercial-services/commercial-line-striping) with fresh stall lines, arrows and markings.

## How often

- **Busy public and hospital garages:** quarterly or more
- **Office and residential garages:** twice a year
- **After winter:** in colder areas a spring wash to remove salt is strongly recommended

## Safety

Crews work in high-visibility clothing, with traffic control set up before any work begins. We schedule the busiest areas overnight or on weekends, and our equipment is sized to fit the clearance of your structure.

[Request a free estimate](/contact) and we will walk the structure with you.`,
    priceFactors: [
      'Total square footage and number of levels',
      'Clearance height, which affects which equipment fits',
      'Degree of oil staining and debris',
      'Water recovery requirements',
      'Overnight work and the number of phases',
    ],
    highlights: [
      'Level-by-level phasing to keep most of the garage open',
      'Hot-water cleaning for oil and fluid stains',
      'Drain protection and wash-water recovery',
      'Notes on spalling, leaks and coating damage after each visit',
      'Restriping available right after washing',
    ],
    faqs: [
      {
        question: 'Do you need to close the whole garage?',
        answer:
          'No. We phase the work level by level or section by section, and much of it can be done overnight so parkers are barely affected.',
      },
      {
        question: 'Will washing damage our deck coating?',
        answer:
          'Not when pressure and cleaners are chosen for the coating. We ask for the coating type where you have it and test a small area first.',
      },
      {
        question: 'What do you do with the dirty water?',
        answer:
          'We protect drains and recover wash water with vacuum equipment where required, then dispose of it according to local rules.',
      },
      {
        question: 'How low a clearance can you work in?',
        answer:
          'Most of our garage equipment is trailer- or cart-mounted and fits standard garage clearances. Tell us your lowest clearance when you request an estimate and we will plan the right setup.',
      },
    ],
    seoTitle: 'Parking Garage Pressure Washing | Clearview Exterior Cleaning',
    seoDescription:
      'Parking garage washing for decks, ramps, stairwells and lobbies with hot water, drain protection, water recovery and phased closures.',
  },
  {
    slug: 'commercial-holiday-lights',
    description:
      'Holiday lighting design, installation, maintenance and removal for storefronts, offices, hotels and shopping centers, using commercial-grade LED lights.',
    intro:
      'A well-lit property draws people in during the darkest weeks of the year. We design, install, maintain and take down commercial holiday displays so your team does not have to climb ladders or untangle strands.',
    bodyMarkdown: `## A complete seasonal service

Our commercial holiday lighting service covers everything from the first site visit to storage in January:

1. **Design.** We visit the property, look at rooflines, entries, trees and sight lines from the street, and propose a design with a written quote.
2. **Equipment.** We supply commercial-grade LED light strands, wreaths, garland and accessories, or we install decorations you already own.
3. **Installation.** Crews install using clips and fasteners suited to your building, never nails or staples into finishes.
4. **Maintenance.** If a section goes out during the season, call us and we will repair it, usually within a few business days.
5. **Removal.** After the holidays we take everything down and, for leased displays, store it until next year.

## What we light

- Rooflines, parapets and canopy edges
- Trees in plazas, parking islands and courtyards, wrapped trunk and branch
- Building entries, columns and railings
- Wreaths, garland and bows on doors, lamp posts and facades
- Monument signs and landscape beds

## Why LED

Commercial LED strands use a fraction of the power of older incandescent lights, run cool, and last many seasons. That means lower energy bills, fewer tripped circuits and less risk of heat damage to trees and awnings.

## Safety and power

We install with lifts and ladders sized for the job, with fall protection where needed. Designs are planned around the outdoor outlets and circuits you already have, and all lights are set on timers. If a display needs new outlets or dedicated circuits, we will tell you so your electrician can add them before installation.

## Scheduling

Commercial installations usually begin in late October, so most properties are lit well before Thanksgiving. Installation dates fill quickly; we recommend confirming your design by early October. Removal is scheduled in January, or later for properties that keep lights up through winter.

[Ask us for a design and quote](/contact) before the fall rush.`,
    priceFactors: [
      'Linear feet of roofline and number of trees to wrap',
      'Height of the building and the equipment needed',
      'Leasing lights from us or installing your own',
      'Custom elements such as oversized wreaths or garland',
      'Number of service visits requested during the season',
    ],
    highlights: [
      'Design, installation, maintenance and removal in one contract',
      'Commercial-grade LED lights with timers',
      'No nails or staples in your building finishes',
      'Repair service throughout the season',
      'Off-season storage for leased displays',
    ],
    faqs: [
      {
        question: 'When should we book?',
        answer:
          'As early as possible. We start designing in late summer and most commercial installs happen from late October to mid November. Confirming by early October gives you the best choice of dates.',
      },
      {
        question: 'Can you install lights we already own?',
        answer:
          'Yes. We will check them at installation and let you know if any strands are failing or unsafe. Owned lights are not covered by the same replacement terms as lights leased from us.',
      },
      {
        question: 'What if lights stop working in December?',
        answer:
          'Call or email us. Service calls during the season are included in the contract, and we usually fix problems within a few business days.',
      },
      {
        question: 'Do you do electrical work?',
        answer:
          'We work with your existing outdoor outlets and circuits and set up timers. If your design needs new outlets or circuits, your electrician should install them before we hang the display.',
      },
    ],
    seoTitle: 'Commercial Holiday Lighting Installation | Clearview',
    seoDescription:
      'Commercial holiday light design, installation, in-season repairs and removal for offices, retail centers and hotels. LED lights, timers and storage.',
  },
  {
    slug: 'commercial-caulking',
    description:
      'Removal and replacement of failed sealant around windows, doors, expansion joints and panel seams, to keep water out of your building.',
    intro:
      'Sealant is a small part of a building that does a big job. When it cracks, shrinks or pulls away, water gets in. We cut out failed caulking and install new sealant that is compatible with your building materials.',
    bodyMarkdown: `## Signs your sealant is failing

Most exterior sealants last somewhere between seven and twenty years, depending on the product, the sun and how the joint moves. Look for:

- Cracks, splits or gaps in the bead
- Sealant pulling away from one side of the joint
- Hard, chalky or crumbling material
- Stains or water marks below windows and joints
- Drafts, leaks or damp drywall on the inside

Our window cleaning crews see building joints up close, and they often spot early failures. We can inspect and report during a window cleaning visit.

## Where we caulk

- Window and storefront perimeters
- Expansion and control joints in concrete, brick and precast panels
- Curtain wall and panel seams
- Door frames, louvers and penetrations for pipes, vents and conduit
- Coping stones, parapets and flashing terminations

## Our process

1. **Assess.** We identify the joint type, substrate and existing sealant, and recommend a compatible product.
2. **Remove.** Old sealant is cut out completely. Applying new caulk over old is a common shortcut that fails quickly.
3. **Prepare.** Joints are cleaned and dried, and primer is applied where the manufacturer calls for it.
4. **Back.** Backer rod is installed to the correct depth so the sealant has the right shape and can stretch without tearing.
5. **Seal.** New sealant is applied and tooled to a clean, concave finish that sheds water.
6. **Document.** You get photos and a record of the products and locations, which helps with future maintenance planning.

## Choosing the right sealant

Silicone, polyurethane and hybrid sealants each have strengths. Some bond better to masonry, some can be painted, some last longer in direct sun. The wrong product, or one that is incompatible with the existing sealant, can fail in a season. We choose based on the substrate, joint movement and appearance, and follow the manufacturer's instructions on temperature and moisture.

## Access and scheduling

Caulking is often done alongside window cleaning or soft washing, since it uses the same access equipment. We work from ladders, lifts or rope access depending on the building. Sealant needs dry weather and moderate temperatures to cure, so we schedule with the forecast in mind.

[Request an inspection and estimate](/contact). We will tell you which joints need work now and which can wait.`,
    priceFactors: [
      'Linear feet of joint and joint width',
      'Access method and building height',
      'Whether old sealant is easy or difficult to remove',
      'Primers or specialty sealants required',
      'Combining with other services that share access equipment',
    ],
    highlights: [
      'Full removal of old sealant, not caulk over caulk',
      'Backer rod and primer installed to manufacturer requirements',
      'Sealants matched to masonry, metal, glass and precast',
      'Can be combined with window cleaning access to save cost',
      'Photo documentation of every elevation',
    ],
    faqs: [
      {
        question: 'How do I know if my building needs recaulking?',
        answer:
          'Cracked, hardened or separated sealant, stains under windows and interior leaks are the usual signs. We can inspect joints during a window cleaning visit and send photos.',
      },
      {
        question: 'Can you just caulk over the old sealant?',
        answer:
          'We do not recommend it. New sealant bonds poorly to old, and the joint fails again quickly. We cut out the old material, clean the joint and install backer rod before sealing.',
      },
      {
        question: 'Can caulking be done in cold or wet weather?',
        answer:
          'Sealants have minimum temperature and dryness requirements. We schedule around the forecast and will reschedule rather than seal a wet joint.',
      },
      {
        question: 'Will the new caulk match the building?',
        answer:
          'We choose from standard and custom colors to match or complement your building. Some sealants can also be painted.',
      },
    ],
    seoTitle: 'Commercial Caulking & Sealant Replacement | Clearview',
    seoDescription:
      'Window, expansion joint and panel sealant replacement for commercial buildings. Full removal, backer rod, compatible sealants and photo reports.',
  },
  {
    slug: 'commercial-line-striping',
    description:
      'Parking lot and garage striping: stalls, accessible spaces, fire lanes, arrows, crosswalks and curb painting, laid out cleanly and timed around your business.',
    intro:
      'Faded lines make a lot feel neglected and confuse drivers. We clean the surface, lay out lines accurately and apply traffic paint that stays bright, usually overnight or on a weekend so your lot stays open when you need it.',
    bodyMarkdown: `## What we stripe

- Parking stalls, including compact and angled layouts
- Accessible parking spaces, access aisles and symbols
- Fire lanes and no-parking zones, including curb painting
- Directional arrows, stop bars and lettering
- Pedestrian crosswalks
- Loading zones, EV charging stalls and reserved spaces
- Parking garage decks and ramps

## Restripe or new layout

**Restriping** follows your existing lines, refreshing paint that has faded or worn. It is quick and is often done once a year on busy lots.

**New layouts** are for newly paved or sealcoated lots, or when you want to change the plan, for example to add stalls, EV spaces or better traffic flow. We measure the lot, mark the layout and walk it with you before any paint goes down. Accessible space counts, dimensions and signage depend on current accessibility standards and local code, so we review them with you, and your local jurisdiction has the final say on requirements.

## Our process

1. **Clean.** Lines do not bond to dirt, oil or loose material, so the surface is blown off or pressure washed first. Oil spots are treated.
2. **Layout.** Stall widths and angles are measured and marked with chalk and string lines.
3. **Paint.** Lines are applied with a striping machine for straight, consistent widths. Stencils are used for arrows, symbols and lettering.
4. **Cure.** Areas are coned off until the paint is dry enough for traffic, usually thirty minutes to a few hours depending on temperature and humidity.
5. **Inspect.** We walk the lot, fix any issues and remove cones.

## Paint and durability

We use waterborne traffic paint for most jobs. It dries quickly, has low odor and works on asphalt and concrete. Reflective glass beads can be added to fire lanes and crosswalks for better night visibility. In high-traffic areas, lines usually need refreshing every one to two years.

## Scheduling around weather and business

Paint needs a dry surface and the right temperature range, so striping is planned around the forecast. To keep your lot usable, we can stripe overnight, on weekends, or in sections. Pairing striping with [commercial pressure washing](/commercial-services/commercial-pressure-washing) or a [parking garage wash](/commercial-services/parking-garage-pressure-wash) gives the best bond and a lot that looks new.

[Request a free estimate](/contact). A site plan or aerial photo of the lot helps us quote faster.`,
    priceFactors: [
      'Number of stalls and linear feet of line',
      'Number of stencils, symbols and curb sections',
      'Restripe versus new layout',
      'Surface preparation needed',
      'Night, weekend or phased work',
    ],
    highlights: [
      'Restriping and new layouts for lots and garages',
      'Accessible spaces, fire lanes, arrows and crosswalks',
      'Surface cleaned before painting for better adhesion',
      'Overnight, weekend and phased work to keep lots open',
      'Reflective beads available for night visibility',
    ],
    faqs: [
      {
        question: 'How long before cars can park on the new lines?',
        answer:
          'Usually thirty minutes to a few hours depending on temperature, humidity and paint thickness. We keep the area coned until it is ready.',
      },
      {
        question: 'Can you change our parking layout?',
        answer:
          'Yes. We measure, propose a layout and mark it for your approval before painting. Significant changes may also need approval from your local jurisdiction.',
      },
      {
        question: 'Do you stripe after sealcoating?',
        answer:
          'Yes. New sealcoat covers all existing lines, so the lot needs a full layout. We coordinate with your paving contractor on curing time before we stripe.',
      },
      {
        question: 'How often should a lot be restriped?',
        answer:
          'Busy retail and restaurant lots usually every year, quieter office lots every two years or so. Fire lanes and crosswalks should be kept clearly visible at all times.',
      },
    ],
    seoTitle: 'Parking Lot Line Striping | Clearview Exterior Cleaning',
    seoDescription:
      'Parking lot and garage restriping and new layouts: stalls, accessible spaces, fire lanes, arrows and crosswalks. Night and weekend scheduling.',
  },
  {
    slug: 'residential-window-cleaning',
    description:
      'Inside and outside window cleaning for homes, with screens, tracks and sills included, and careful treatment of hard-water spots.',
    intro:
      'Clean windows change how a home feels, inside and out. Our residential crews clean glass, frames, screens and tracks, protect your floors and furniture, and leave the house as tidy as they found it.',
    bodyMarkdown: `## What is included

A standard residential window cleaning includes:

- Exterior glass cleaned and detailed by hand, or with purified water on upper stories
- Interior glass cleaned by hand (if you choose inside and out)
- Frames and sills wiped down
- Screens removed, brushed and rinsed, then reinstalled
- Window tracks vacuumed and wiped
- Drop cloths and shoe covers used inside the home

Add-ons include skylights, glass railings, mirrors, light fixtures, hard-water stain removal and post-construction cleaning.

## Our process

1. **Arrive and walk.** The crew lead walks the house with you, confirms which windows are included, and notes anything fragile or stuck.
2. **Screens first.** Screens are labeled, removed and cleaned while the glass is being done.
3. **Glass.** We scrub and squeegee each pane, then detail the edges with a clean towel. On second and third stories we often use water-fed poles, which avoid ladders against your siding.
4. **Tracks and sills.** Dirt, dead bugs and debris are vacuumed and wiped out.
5. **Final check.** Screens go back in, and we walk the house with you before we leave.

## Hard water spots

Sprinklers and well water can leave mineral spots that regular cleaning does not remove. We treat these with mineral-removing cleaners and, where safe, fine polishing. Spots that have been there for years can etch the glass; we will test a small area and tell you honestly what to expect before charging for stain removal. Adjusting sprinkler heads that hit windows is the best long-term fix.

## Care for your home

Our technicians wear shoe covers, lay drop cloths under interior windows and move only light items. Ask us to leave anything fragile alone and we will. Ladders are padded and placed carefully to protect siding, gutters and plants.

## How often

- **Twice a year** (spring and fall) is what most homeowners choose
- **Three or four times a year** for homes near busy roads, fields, water or construction
- **Before a move, a sale or an event**, when you want the house at its best

A [seasonal protection plan](/seasonal-protection-plans) keeps your home on a regular schedule and gives a discount on window cleaning and other services.

[Get a free estimate](/contact). We give firm prices before we start.`,
    fromPrice: { amount: 189, unit: 'per home' },
    estimate: { scope: 'exterior only' },
    priceFactors: [
      'Number and size of windows, and whether they are divided-pane',
      'Inside and out, or outside only',
      'Number of stories and ease of access',
      'Screens, tracks and hard-water treatment',
      'Time since the last cleaning',
    ],
    highlights: [
      'Inside and outside cleaning with screens, tracks and sills included',
      'Shoe covers and drop cloths in every home',
      'Water-fed poles for upper stories',
      'Honest testing and advice on hard-water spots',
      'Discounts with a seasonal protection plan',
    ],
    faqs: [
      {
        question: 'Do I need to be home?',
        answer:
          'For inside cleaning, someone over 18 needs to let us in. For outside-only cleaning you do not need to be home, as long as gates are unlocked and pets are inside.',
      },
      {
        question: 'How long does it take?',
        answer:
          'A typical two-story home takes two to four hours with a crew of two, depending on the number of windows and whether we clean inside as well.',
      },
      {
        question: 'Do you clean in the rain?',
        answer:
          'Light rain does not affect exterior cleaning much, because rain on clean glass dries clear. In heavy rain, high wind or lightning we reschedule, and we will contact you as early as we can.',
      },
      {
        question: 'Can you remove the white spots from my sprinklers?',
        answer:
          'Often yes, with mineral-removing cleaners and careful polishing. Old deposits can etch the glass permanently, so we test a small area and tell you what to expect before we start.',
      },
      {
        question: 'Are you insured?',
        answer:
          'Yes. We carry general liability and workers’ compensation insurance, and can provide a certificate on request.',
      },
    ],
    seoTitle: 'Residential Window Cleaning | Clearview Exterior Cleaning',
    seoDescription:
      'Inside and outside window cleaning for homes, including screens, tracks and sills. Hard-water spot treatment, shoe covers and drop cloths, free estimates.',
  },
  {
    slug: 'residential-pressure-washing',
    description:
      'Driveways, walkways, patios, pool decks, fences and decks cleaned with the right pressure for each surface, from concrete to wood.',
    intro:
      'Hardscape collects dirt, oil, algae and rust that make a home look older than it is. We clean concrete, pavers, stone and wood with equipment and pressure suited to each, so surfaces come out clean and undamaged.',
    bodyMarkdown: `## Surfaces we clean

- Concrete driveways, walkways and garage aprons
- Patios, pool decks and outdoor kitchens
- Pavers and natural stone
- Wood and composite decks and steps
- Fences and retaining walls
- Outdoor furniture and play structures, on request

For siding and roofs, we recommend [soft washing](/residential-services/residential-soft-wash), which uses low pressure and is safer for those materials.

## The right pressure for each surface

Concrete can handle much more pressure than wood, and pavers need care to keep their joint sand in place.

- **Concrete:** cleaned with a rotary surface cleaner for an even finish with no stripes, then edges detailed
- **Pavers:** moderate pressure, then you can re-sand joints (we can recommend polymeric sand if needed)
- **Stone:** low pressure and cleaners safe for the stone type
- **Wood decks and fences:** low pressure with a wide fan tip, following the grain to avoid furring or gouging
- **Composite decks:** cleaned to the manufacturer's guidance, which usually means low pressure and gentle brushes

## Our process

1. **Prep.** We move light furniture, cover outlets and nearby fixtures, and pre-wet plants.
2. **Pre-treat.** Oil spots, algae and mildew are treated before washing.
3. **Wash.** Surfaces are cleaned with the right tool and pressure.
4. **Rinse.** Everything is rinsed down, including walls, windows and plants splashed during cleaning.
5. **Walk-through.** We look at the results with you and put furniture back.

## Stains and what to expect

Dirt, algae and mildew come off well. Fresh oil, leaf tannins and light rust usually lift with pre-treatment. Old oil that has soaked into concrete and rust from irrigation or fertilizer may need special treatment or may only lighten, and we will tell you before starting.

## After cleaning

Clean concrete and pavers are a good time to consider sealing, which helps resist stains and makes future cleaning easier. Wood decks should be dry for a few days before staining or sealing.

## How often

Most homeowners have hardscape cleaned once a year. Shaded patios, pool decks and areas that stay damp can benefit from cleaning twice a year. A [seasonal protection plan](/seasonal-protection-plans) includes discounts on pressure washing.

[Request a free estimate](/contact) online or by phone.`,
    fromPrice: { amount: 149, unit: 'per driveway' },
    estimate: { mediumPercent: 20, largePercent: 45, storyPercent: 0, scope: 'driveway and front walk' },
    priceFactors: [
      'Square footage of each surface',
      'Type of surface and the care required',
      'Stain treatment, especially oil and rust',
      'Access, including stairs, gates and distance to water',
      'Bundling with other services such as window cleaning or soft washing',
    ],
    highlights: [
      'Rotary surface cleaners for even, stripe-free concrete',
      'Low-pressure methods for wood, composite and stone',
      'Oil, algae and rust pre-treatment',
      'Plants, outlets and fixtures protected',
      'Discounts when bundled or on a protection plan',
    ],
    faqs: [
      {
        question: 'Will pressure washing damage my deck?',
        answer:
          'Not with the right technique. We use low pressure, wide fan tips and work with the grain. Softwood decks can fur slightly, which sands or weathers smooth.',
      },
      {
        question: 'Do I need to be home?',
        answer:
          'No. We need access to an outdoor water spigot and any gates, and pets should be kept inside during the work.',
      },
      {
        question: 'Can you remove oil stains from my driveway?',
        answer:
          'Fresh and moderate stains usually come out with pre-treatment and hot water. Old stains that have soaked deep may only lighten. We will tell you what to expect first.',
      },
      {
        question: 'Should I seal my concrete afterwards?',
        answer:
          'Sealing is optional but helps resist stains and weather. It should be done on clean, dry concrete, typically a day or two after washing.',
      },
    ],
    seoTitle: 'Residential Pressure Washing | Clearview Exterior Cleaning',
    seoDescription:
      'Driveway, patio, deck and fence pressure washing with the right pressure for each surface. Oil and algae pre-treatment. Free estimates.',
  },
  {
    slug: 'residential-soft-wash',
    description:
      'Gentle, low-pressure house and roof washing that removes algae, mildew, black streaks and dirt from siding, stucco, brick and shingles.',
    intro:
      'Green film on siding and black streaks on a roof are living growth, not just dirt. Soft washing treats it with a cleaning solution and a gentle rinse, so your home gets clean without the damage high pressure can cause.',
    bodyMarkdown: `## What soft washing treats

- Green algae on north-facing and shaded walls
- Black mildew spots around eaves, trim and downspouts
- Black streaks on asphalt shingle roofs, usually a type of algae
- Moss and lichen on roofs, fences and walls
- Spider webs, dirt and pollen film on siding and soffits

## Surfaces we soft wash

- Vinyl, aluminum and fiber-cement siding
- Stucco and EIFS
- Painted wood siding and trim
- Brick and stone, including older masonry
- Asphalt shingle, tile and metal roofs
- Gutters, fascia and soffits

## Why not high pressure

High pressure can strip paint, crack stucco, force water behind siding and knock granules off shingles, which shortens the life of a roof. It also leaves the roots of algae and mildew behind, so growth returns quickly. Soft washing uses about the pressure of a garden hose and lets the cleaning solution do the work.

## Our process

1. **Walk-around.** We look at the siding, roof, windows and plants, and point out anything you should know, such as loose siding or damaged screens.
2. **Protect.** Plants are wet down and sensitive ones covered. Outdoor lights, outlets and vents are protected, and furniture is moved away from the walls.
3. **Apply.** The solution is mixed for the surface and applied from the bottom up.
4. **Dwell and rinse.** After a few minutes it is rinsed thoroughly, along with windows, plants and walkways.
5. **Final look.** We walk the house with you. Some growth, especially on roofs, keeps fading over the next few days or weeks.

## How long it lasts

Because soft washing kills the growth instead of only cutting it back, homes typically stay clean for one to two years. Homes under trees, near water or in humid or rainy climates may need treatment every year. Trimming branches back from the roof and keeping gutters clear helps results last.

## Safety for your family, pets and plants

We use the weakest solution that is effective, keep runoff away from storm drains, and rinse plants and hard surfaces well. Keep pets and children inside while we work; once everything is rinsed and dry, the yard is ready to use.

Members of a [seasonal protection plan](/seasonal-protection-plans) save on soft washing, and the Premium plan includes an annual deep cleaning. [Request a free estimate](/contact).`,
    fromPrice: { amount: 349, unit: 'per house wash' },
    estimate: { scope: 'whole exterior' },
    priceFactors: [
      'Size of the house and number of stories',
      'Type of siding and roofing',
      'How heavy the growth is',
      'Roof pitch and access',
      'Adding gutters, fences, decks or windows',
    ],
    highlights: [
      'Low pressure that is safe for siding, stucco, brick and shingles',
      'Kills algae and mildew so homes stay clean longer',
      'Plants pre-wet, covered and rinsed',
      'House and roof washing in one visit',
      'Included as the annual deep cleaning option in the Premium plan',
    ],
    faqs: [
      {
        question: 'Is soft washing safe for my roof?',
        answer:
          'Yes. It is the method recommended for cleaning asphalt shingle roofs because it does not knock off the protective granules the way high pressure can.',
      },
      {
        question: 'Will it harm my plants or pets?',
        answer:
          'We pre-wet and cover plants and rinse everything thoroughly afterwards. Keep pets inside while we work; once surfaces are rinsed and dry they are safe to use.',
      },
      {
        question: 'Why are the black streaks on my roof not gone right away?',
        answer:
          'Heavy algae and lichen often keep fading for days or weeks after treatment as the dead growth is washed off by rain. If they have not faded after a month, let us know.',
      },
      {
        question: 'How often should I soft wash my house?',
        answer:
          'Every one to two years for most homes. Shaded homes, homes near water and homes in humid climates may benefit from a yearly wash.',
      },
      {
        question: 'Do I need to be home?',
        answer: 'No, as long as we have access to water and all sides of the house, and windows and doors are closed.',
      },
    ],
    seoTitle: 'House & Roof Soft Washing | Clearview Exterior Cleaning',
    seoDescription:
      'Low-pressure soft washing that removes algae, mildew and black streaks from siding, stucco, brick and roofs. Safe for plants and shingles. Free estimates.',
  },
  {
    slug: 'residential-holiday-lights',
    description:
      'Custom holiday lighting for your home: design, LED lights, installation, in-season repairs, removal and storage.',
    intro:
      'Skip the ladder and the tangled strands this year. We design a display for your home, install it safely, keep it working through the season and take it down in January.',
    bodyMarkdown: `## How it works

1. **Design consultation.** We visit or look at photos of your home and talk about what you want: classic warm white along the roofline, colorful trees, wreaths on the windows, or a combination.
2. **Written quote.** You get a clear price with the design, including lights, installation, service and removal.
3. **Installation.** Our crew installs everything in a single visit for most homes, with lights cut or sized to fit your rooflines.
4. **Timers.** Displays are set up on timers so they come on at dusk and turn off when you choose.
5. **Service calls.** If a section goes out, a breaker trips or wind knocks something loose, call us and we will come back to fix it.
6. **Removal and storage.** In January we take everything down, and if you lease lights from us, we store them until next season.

## What we decorate

- Rooflines, gables and peaks
- Windows, doors and porch columns
- Trees and shrubs, wrapped or draped
- Walkway lighting and stakes
- Wreaths and garland on doors, windows and railings

## Lights that are made for this

We use professional-grade LED lights with sealed sockets. They are brighter and more consistent than most store-bought strands, use much less power, and stay cool to the touch. Clips are chosen for your gutters and shingles, and we never nail or staple into your home.

## Safety

Holiday lighting means ladders and roofs in cold and often wet weather, which is exactly why many homeowners hire it out. Our crews use properly rated ladders, fall protection on steep roofs, and plan the display around your outdoor outlets so circuits are not overloaded. If you need an additional outdoor outlet, we will tell you so your electrician can install it before the display goes up.

## When to book

Residential installations generally start in early November and fill up quickly in the weeks before Thanksgiving. Booking by mid October gives you the best choice of dates. Removal usually takes place in the first half of January. Premium [seasonal protection plan](/seasonal-protection-plans) members get first pick of installation dates, and all plan members get a discount.

[Ask for a design and quote](/contact). We are happy to start with something simple and add to it next year.`,
    fromPrice: { amount: 399, unit: 'installed and taken down' },
    estimate: { scope: 'roofline lights, put up and taken down' },
    priceFactors: [
      'Length of roofline and number of stories',
      'Roof pitch and access',
      'Number of trees, shrubs and windows decorated',
      'Leasing lights from us or using your own',
      'Extras such as wreaths, garland and pathway lights',
    ],
    highlights: [
      'Custom design with a clear written quote',
      'Professional-grade LED lights with timers',
      'No nails or staples in your roof or gutters',
      'In-season service calls included',
      'Removal in January and storage for leased lights',
    ],
    faqs: [
      {
        question: 'Do I have to buy the lights?',
        answer:
          'No. Most customers lease lights from us as part of the service, so we supply, maintain and store them. You can also have us install lights you already own.',
      },
      {
        question: 'What if a strand stops working?',
        answer:
          'Call or email us. Service calls are included during the season for displays we install, and we usually fix issues within a few business days.',
      },
      {
        question: 'Will the clips damage my gutters or shingles?',
        answer:
          'No. We use clips designed for gutters and shingles, and nothing is nailed or stapled. The clips come off with the lights in January.',
      },
      {
        question: 'When do you take the lights down?',
        answer:
          'We typically remove displays in the first half of January. If you want them down sooner or later, we can schedule that.',
      },
    ],
    seoTitle: 'Residential Holiday Light Installation | Clearview',
    seoDescription:
      'Custom holiday lighting for your home: design, professional LED lights, safe installation, in-season repairs, January removal and storage.',
  },
]
