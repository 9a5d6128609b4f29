import type { LocationSlug, ServiceSlug } from '@ecs/shared/catalog'

/**
 * What is different about each service in each area it is sold in: the weather, the buildings and the
 * rules there. Shown on the location's service page (/locations/{location}/services/...) above the
 * general description, so each of those pages says something of its own.
 */
export const localNotes: Partial<Record<ServiceSlug, Partial<Record<LocationSlug, string>>>> = {
  'commercial-window-cleaning': {
    dmv: 'Spring pollen coats DMV glass yellow within days, so many of our office and condo clients in Arlington, Tysons and Bethesda book a cleaning in late April, after the worst of it. In the District we handle the public-space permits for sidewalk work and schedule around building quiet hours.',
    'tri-cities':
      'Wind storms in the Columbia Basin leave a film of fine dust on every pane, and irrigation overspray spots the lower floors. Our Kennewick crews clean storefronts and offices from the Columbia Center area to the Richland business parks, and treat hard-water spots as part of the visit.',
    houston:
      "Houston's humidity turns dust and exhaust into a grimy film that builds up fast on glass towers in Uptown, the Energy Corridor and the Medical Center. We start at dawn in summer so the solution never dries on hot glass, and reschedule quickly around afternoon storms.",
    seattle:
      'Rain itself is clean; the grime it lands on is not. On South Lake Union and downtown towers we clean in the drier months and after the spring pollen, using rope access and building davits under written safety plans suited to the wet season.',
  },
  'commercial-pressure-washing': {
    dmv: 'Road salt and de-icer track into entries and garages all winter across Northern Virginia and the District. A spring wash removes the white residue before it etches concrete, and gum and grease come off plazas along busy corridors like Route 1 and Wisconsin Avenue.',
    'tri-cities':
      'Irrigation water leaves orange rust stains on sidewalks and parking areas across Kennewick, Richland and Pasco. We use rust-specific treatments rather than more pressure, and recover wash water on sites near storm drains that run to the Columbia.',
    houston:
      'Heat bakes oil and grease into Houston concrete, and frequent rain carries runoff straight into the storm system. We use hot water to cut grease at drive-thrus and loading docks, and recover wash water where the city or your property requires it.',
    seattle:
      'Seattle walkways and plazas turn green and slippery in the wet season. We clean them before autumn and treat the growth so it stays away longer, with wash water kept out of storm drains that feed Puget Sound.',
  },
  'commercial-soft-wash': {
    dmv: "Humid DMV summers feed algae on the shaded side of office parks and HOA clubhouses. We soft wash vinyl, EIFS and painted brick at low pressure, which matters on the area's older masonry and soft mortar.",
    'tri-cities':
      'Dust and spider webs collect quickly on stucco and painted metal buildings in the Tri-Cities heat. A soft wash brightens them without forcing water behind the finish, and we rinse plantings before and after.',
    houston:
      'Mildew and black streaking are the most common exterior problem on Houston stucco, EIFS and tilt-wall buildings. Soft washing kills the growth at the root, so a facade stays clean through the humid season instead of turning gray again in weeks.',
    seattle:
      'Moss and green algae grow most of the year on north-facing Seattle facades. We treat them with a gentle solution that kills the growth, avoiding high pressure on painted siding and older wood trim.',
  },
  'graffiti-removal': {
    dmv: 'We remove tags from brick rowhouse walls, storefront shutters and retaining walls across the District and inner suburbs, testing the method on a small area first, because historic brick and soft mortar need gentle products.',
    'tri-cities':
      'Tags on block walls, irrigation boxes and storefronts in Kennewick, Pasco and Richland are usually removed within a day or two of a call. We match paint where a surface was painted, so there is no ghost patch.',
    houston:
      'Graffiti on Houston underpasses, dumpster enclosures and retail walls bakes on fast in the sun. We remove it quickly, and can apply an anti-graffiti coating so the next tag washes off.',
    seattle:
      'Seattle storefront owners are asked to remove graffiti promptly. We offer quick-response removal from brick, concrete and painted walls, and standing agreements for properties that are tagged often.',
  },
  'parking-garage-pressure-wash': {
    dmv: 'Winter salt and de-icer are hard on DMV parking decks: chloride residue speeds up rust in the rebar. A spring wash of decks and drains in Arlington, Bethesda and the District is part of most of our garage maintenance plans.',
    'tri-cities':
      'Tri-Cities garages and covered parking collect wind-blown dust that turns to mud with the first rain. We clear drains, wash decks and stairwells, and restripe where the lines have faded.',
    houston:
      'Houston garages take constant traffic and feed storm drains directly. We clean at night to keep levels open, recover wash water where required, and prioritize drains before hurricane season.',
    seattle:
      'Wet tires bring grit and leaves into Seattle garages all winter, clogging drains and staining ramps. We wash decks level by level and clear the drains so water does not pond.',
  },
  'commercial-holiday-lights': {
    dmv: 'Office lobbies, retail centers and HOA entrances across Northern Virginia and Maryland book their installs in early November. We follow building and county rules for lifts on sidewalks and take everything down in January.',
    'tri-cities':
      'Wind is the enemy of holiday displays in the Tri-Cities. We use clips and ties rated for gusts and check commercial displays after wind events, so strands stay on the roofline through December.',
    houston:
      'Houston displays go up without snow or ice to worry about, so we can light palms, oaks and facades with warm-white LEDs from mid-November, and maintain them until the New Year.',
    seattle:
      'Seattle displays have to last through weeks of rain. We use commercial-grade, sealed LED strands and connections kept off the ground, and service calls are included through the season.',
  },
  'commercial-caulking': {
    dmv: 'Freeze-thaw winters crack old sealant around windows and panel joints on DMV mid-rises. We replace failed joints in spring and fall, when temperatures suit the sealant, and work from lifts or rope access.',
    'tri-cities':
      'Hot, dry Tri-Cities summers shrink and split sealant on the sunny side of buildings. We inspect the south and west elevations first, where joints fail soonest.',
    houston:
      "Sun and humidity break down sealant quickly in Houston, and failed joints let storm water into walls. We replace window and expansion joints with sealants rated for the Gulf Coast's heat.",
    seattle:
      'In Seattle a failed window joint means months of water getting in. We schedule caulking in the dry season and check joints around every window on the weather side.',
  },
  'commercial-line-striping': {
    dmv: 'County and District rules set the size and number of accessible spaces; we lay them out to current requirements when we restripe lots in Northern Virginia, Maryland and DC, usually at night or on weekends.',
    'tri-cities':
      'Sun and grit fade lines quickly in Tri-Cities lots. We restripe after a pressure wash, so the paint bonds to clean asphalt and lasts longer.',
    houston:
      'Houston heat softens asphalt and wears paint fast at busy retail centers. We stripe in the cooler early hours with paint suited to high temperatures.',
    seattle:
      'Paint only bonds to dry asphalt, so Seattle striping is planned around the forecast. We schedule in dry spells and restripe garages, where the weather does not matter, all year.',
  },
  'residential-window-cleaning': {
    dmv: 'Most DMV homeowners book us in late spring, after the tree pollen, and again in fall after leaf drop. We take screens out, clean tracks and wear shoe covers indoors, from Capitol Hill rowhouses to colonials in Fairfax.',
    'tri-cities':
      'Sprinkler overspray leaves white mineral spots on Tri-Cities windows. We test a pane first, tell you honestly which spots will come off, and point out sprinkler heads that are spraying the glass.',
    seattle:
      'Clean glass sheds Seattle rain better than dirty glass. Homeowners from Ballard to Bellevue book us in spring and late summer, when there is dry weather to enjoy the view.',
  },
  'residential-pressure-washing': {
    dmv: 'DMV driveways and patios pick up pollen stains, leaf tannins and green algae in shady spots. We wash concrete with surface cleaners and use gentler methods on brick walks and older pavers.',
    'tri-cities':
      'Irrigation rust and truck oil are the usual stains on Tri-Cities driveways. We treat rust with a dedicated cleaner, and rinse dust off the garage door and walls while we are there.',
    seattle:
      'Moss and algae make Seattle decks, walkways and driveways slippery for half the year. We wash them before the wet season, and treat cedar decks with low pressure so the wood does not fuzz.',
  },
  'residential-soft-wash': {
    dmv: 'The shaded north side of DMV homes grows green algae every humid summer. We soft wash vinyl siding, painted brick and gutters, and wet down plantings before and after.',
    'tri-cities':
      'Tri-Cities homes collect dust, webs and hard-water marks more than algae. A soft wash brightens stucco and siding without forcing water behind it.',
    houston:
      'Mildew grows on Houston homes almost all year. We soft wash siding, brick, stucco and roofs to kill it at the root, so the house stays clean longer in the humidity.',
    seattle:
      'Moss on Seattle roofs holds water and lifts shingles. We treat roofs and siding with a low-pressure soft wash that kills moss and algae without damaging composition shingles or cedar.',
  },
  'residential-holiday-lights': {
    dmv: 'We design and install roofline, tree and wreath lighting for homes across Northern Virginia, DC and Maryland from early November, respecting HOA rules, and take it all down in January.',
    'tri-cities':
      'Tri-Cities wind storms test every clip. We fasten lights to ride out gusts, check them after storms, and fix any strand that goes out for the rest of the season.',
    seattle:
      'Seattle displays need to survive weeks of rain. We use sealed LED strands and keep every connection off the ground, with service calls included until take-down.',
  },
}
