import type { ArticleContent } from './types'

export const articles: ArticleContent[] = [
  {
    slug: 'building-maintenance',
    title: 'A Year-Round Exterior Maintenance Calendar for Commercial Buildings',
    excerpt:
      'Exterior cleaning is easier to budget and far cheaper to manage when it follows a calendar. Here is a season-by-season plan property managers can adapt to their buildings.',
    publishedAt: '2025-02-18T15:00:00.000Z',
    seoTitle: 'Commercial Building Exterior Maintenance Calendar | Clearview',
    seoDescription:
      'A season-by-season exterior maintenance plan for property managers: window cleaning, pressure washing, soft washing, sealant checks and garage cleaning.',
    bodyMarkdown: `Most exterior problems on commercial buildings do not start as emergencies. They start as a stained entry, a cracked bead of sealant or a garage drain clogged with sediment, and they become expensive because nobody was scheduled to look at them. A simple maintenance calendar fixes that. It spreads costs across the year, gives tenants a building that always looks cared for, and catches small failures early.

The plan below is a starting point. Adjust it for your climate, your building type and how much foot traffic you get.

## Start with a baseline walk

Before you schedule anything, walk the whole exterior with a notepad or phone camera, ideally with your cleaning contractor. Note:

- Glass condition, including hard-water spots, paint overspray and scratched panes
- Staining on walls, especially green or black growth on shaded elevations
- Sidewalk and entry condition: gum, oil, rust, trip hazards
- Sealant around windows and in expansion joints: cracks, gaps, hardening
- Garage decks, stairwells and drains
- Parking lot striping, fire lanes and accessible stalls

Photos from this walk become the baseline for every future visit. When a tenant asks whether the building is being maintained, you can show them.

## Spring: recover from winter

Spring is the busiest season for exterior work, and for good reason. Winter leaves behind road salt, de-icer residue, grime from storms and, in many regions, a thick layer of pollen by April.

- **Window cleaning:** a full exterior cleaning after pollen season peaks. Clean too early and you will be looking at yellow film again in two weeks.
- **Parking garages:** wash decks, ramps and stairwells to remove salt, which accelerates corrosion of reinforcing steel.
- **Entries and sidewalks:** pressure wash to remove salt stains, gum and winter grime.
- **Sealant inspection:** freeze-thaw cycles open up failing joints. Spring is the time to find them, and late spring through early fall is the best time to repair them.

## Summer: protect and repair

Warm, dry weather is ideal for work that needs curing time.

- **Caulking:** replace failed sealant while temperatures and humidity are within the manufacturer's range.
- **Line striping:** paint dries quickly and bonds well on warm, dry pavement. Schedule it right after a pressure wash.
- **Soft washing:** treat algae and mildew on shaded elevations, stucco and EIFS before the growth spreads through the humid months.
- **Restaurants and retail:** keep monthly pressure washing of dumpster pads and drive-thrus, where summer heat makes odors and stains worse.

## Fall: get ready for weather

- **Window cleaning:** a second full cleaning after leaf drop leaves the building bright through the darker months.
- **Gutters and drains:** clear leaves and debris from roof drains, scuppers and garage trench drains before winter storms.
- **Holiday lighting:** confirm your design by early October; installations usually run from late October into November.
- **Final sealant check:** anything missed in summer should be addressed before temperatures drop below what sealants need to cure.

## Winter: keep it safe and presentable

- **Entrances:** periodic cleaning of salt and de-icer residue from entry mats, sidewalks and lobby glass.
- **Holiday lighting service:** quick repairs to keep displays working, then removal in January.
- **Planning:** winter is the time to review the year's reports, set next year's budget and sign recurring contracts, often at better rates before the spring rush.

## How often, at a glance

- Storefront glass: every two to four weeks
- Office and medical building glass: quarterly for lower floors, twice a year for upper floors
- Entry and sidewalk pressure washing: monthly to quarterly
- Facade soft washing: every one to two years
- Parking garage washing: two to four times a year
- Sealant inspection: yearly, with replacement as needed
- Line striping: every one to two years

## Budgeting tips

- **Recurring contracts cost less per visit.** Regular cleaning takes less time, and contractors can plan crews and equipment ahead.
- **Bundle work that shares access.** If a lift or rope crew is already on the building for window cleaning, adding sealant inspection or spot repairs is far cheaper than a separate mobilization.
- **Schedule off-peak when you can.** Work booked for late winter or mid summer is often easier to schedule than the spring rush.
- **Ask for photo reports.** They document the condition of your building over time and make it easier to justify capital repairs to owners.

## Choosing a contractor

Ask for a certificate of insurance, a written scope that lists exactly what is included, a safety plan for any work at height, and how they handle wash water near storm drains. Ask who your point of contact will be and how quickly they respond to issues between visits.

If you would like help building a calendar for your property, our commercial team can walk your building and put together a written plan. [Request a walk-through](/contact), or see our [commercial services](/commercial-services).`,
  },
  {
    slug: 'budget-curb-appeal',
    title: 'Curb Appeal on a Budget: Exterior Upgrades That Make the Biggest Difference',
    excerpt:
      'You do not need a renovation to make a home look cared for. These low-cost steps, most of them cleaning, change how a house looks from the street.',
    publishedAt: '2025-04-08T15:00:00.000Z',
    seoTitle: 'Budget Curb Appeal Ideas That Actually Work | Clearview',
    seoDescription:
      'Affordable ways to improve curb appeal: cleaning siding, windows and concrete, refreshing the entry, lighting and simple landscaping fixes.',
    bodyMarkdown: `When people think about curb appeal, they often picture new paint, new landscaping or a new front door. Those help, but the single biggest factor in how a house looks from the street is usually whether it looks clean and maintained. A house with dull windows, green streaks on the siding and a stained driveway looks older and more neglected than it really is.

Here are the changes that give the most visible result for the least money, roughly in order of value.

## 1. Clean the siding

Algae, mildew and dirt turn white and light-colored siding gray or green, often unevenly, with the worst growth on the north side and under trees. A house wash is usually the cheapest way to make a home look years newer.

Use low pressure. High pressure can strip paint, crack stucco and drive water behind siding. Professional [soft washing](/learn/soft-washing) uses a cleaning solution and a gentle rinse, and it kills the growth so it stays away longer.

## 2. Wash the driveway and walkways

Concrete is a large, bright surface right in the foreground of every photo of your home. Oil drips, tire marks, leaf stains and algae make it look patchy. A rotary surface cleaner gives an even, clean finish in a couple of hours. If you do it yourself, rent a surface cleaner attachment rather than using a narrow tip, which leaves stripes and can etch the surface.

## 3. Clean the windows

Clean glass reflects light and makes a house look alive; dirty glass looks dark and flat. Cleaning the outside of the windows, especially those facing the street, is one of the quickest visible improvements you can make. Do not forget screens: dusty screens make even clean glass look dull from the street.

## 4. Refresh the front entry

The front door is where visitors and buyers stop and look closely.

- Wash the door, trim and the wall around it
- Clean or replace the doormat
- Polish or replace the house numbers and door hardware
- Remove cobwebs from the porch ceiling and light fixtures
- Add one or two potted plants sized to the entry

If the door itself is faded, a quart of exterior paint and an afternoon is one of the highest-return projects there is.

## 5. Fix the small broken things

Buyers and neighbors notice small signs of neglect: a bent gutter, a loose downspout, a torn screen, a missing fence board, a light fixture with a dead bulb. Each one costs little to fix, and together they change the impression of the whole property.

## 6. Tidy the landscaping edges

You do not need new plants. Trim shrubs away from the house (which also helps siding dry and reduces mildew), edge the lawn along walks and driveways, pull weeds from cracks and add a fresh layer of mulch. Clean, sharp edges make a yard look intentionally cared for.

## 7. Clean gutters and fascia

Black tiger-striping on the outside of gutters is very visible from the street and comes off with the right cleaner. Clear the inside of gutters too: overflowing gutters stain siding and foundations and can cause real damage.

## 8. Add simple lighting

Solar path lights or a new porch fixture make a home welcoming at night and improve safety. Warm white light is more flattering than cool white on most homes.

## What to do yourself and what to hire out

Many of these jobs are easy weekend projects. Others are worth paying for:

- **Anything on a ladder above the first story**, including second-story windows and gutters, carries real risk
- **Roof cleaning**, where the wrong method can shorten the life of shingles
- **Large areas of siding or concrete**, where professional equipment is faster and gives a more even result
- **Hard-water spots on glass**, which need the right cleaners and care to avoid scratching

## Keep it up without thinking about it

Curb appeal fades slowly, so it is easy to miss until the house looks tired again. A regular schedule is cheaper than a big clean-up every few years. Our [seasonal protection plans](/seasonal-protection-plans) keep the outside of your home on a routine and give you a discount on window cleaning, pressure washing and soft washing when you need them.

Selling soon or just tired of looking at a dingy driveway? [Request a free estimate](/contact) and we will tell you which of these will make the biggest difference on your home.`,
  },
  {
    slug: 'luxury-window-cleaning',
    title: 'Caring for High-End Windows: Large Panes, Specialty Glass and Custom Homes',
    excerpt:
      'Floor-to-ceiling glass, coated panes, glass railings and skylights need more care than standard windows. What to know before anyone cleans them.',
    publishedAt: '2025-06-10T15:00:00.000Z',
    seoTitle: 'Luxury & Specialty Window Cleaning Guide | Clearview',
    seoDescription:
      'How to care for large panes, low-E and coated glass, glass railings, skylights and custom wood windows, and what to ask a window cleaner.',
    bodyMarkdown: `Homes designed around the view often have the most demanding glass: oversized panes, walls of sliding doors, glass railings, skylights, clerestories and custom wood windows. Cleaning them well takes the right tools and some knowledge of how modern glass is made. Cleaning them badly can scratch coatings or glass that is expensive, and sometimes impossible, to replace.

## Know what kind of glass you have

Your builder, window manufacturer or original paperwork can tell you what is installed. The details matter.

- **Tempered glass** is used in doors, large panes, railings and anything near floors or bathtubs. It is strong, but during manufacturing tiny particles of debris can fuse to the surface. A razor blade dragged across those particles can leave long scratches. Experienced cleaners test in a corner and avoid scraping tempered glass unless it is necessary and safe.
- **Low-E and other coated glass** has thin metallic coatings that improve energy efficiency. Most are on interior surfaces of the insulated unit, but some products have a coating on an exposed surface, which needs gentle, non-abrasive cleaning.
- **Self-cleaning glass** has a coating that reacts with sunlight and rain. It must not be cleaned with abrasive pads or certain cleaners, so check the manufacturer's guidance.
- **Laminated glass**, common in skylights and railings, is two layers bonded together. It cleans like normal glass but edges should be kept dry and free of harsh solvents.

## Large panes and walls of glass

Oversized panes show every streak because light hits them at so many angles. Professionals usually clean them with a combination of wide squeegees, microfiber detailing and, on the outside, purified water from water-fed poles, which dries without spots. Expect a careful final check from both inside and out, at different angles, before the crew leaves.

Sliding and folding door systems also collect grit in their tracks, which wears rollers and seals. Vacuuming and wiping tracks should be part of every cleaning.

## Glass railings

Glass railings on decks and balconies get fingerprints, pet nose prints, sprinkler spots and salt spray near the water. Both sides need cleaning, plus the metal shoes or standoffs, where dirt collects. Hard-water spots on railings are common and should be treated early, before they etch the surface.

## Skylights and clerestory windows

Skylights collect pollen, leaves and bird droppings, and in wet climates they can grow moss around the frames. They often require roof access, so this is a job for a crew with proper fall protection. High interior clerestory windows may need tall ladders, scaffolding or lifts and careful protection of floors and furnishings below.

## Custom wood windows and divided lites

Wood frames and true divided lites take much longer than a single pane. Water left on wood can damage the finish, so cleaners should use minimal water and dry frames carefully. Inspect the paint or finish at each cleaning: small cracks at the bottom rail are where rot starts.

## Hard water and irrigation

Sprinklers and salty or mineral-rich water leave spots that bake onto glass in the sun. Left alone, minerals can etch the glass permanently. Mineral-removing cleaners and gentle polishing remove many stains, but always test first, and never use abrasive pads on coated glass. The best long-term fix is to adjust sprinkler heads away from windows.

## What to ask a window cleaner

Before anyone starts on expensive glass, ask:

1. Are you insured, and can you send a certificate?
2. How do you handle tempered glass and coatings? When would you use a razor, and how do you test first?
3. What will you do to protect floors, furniture and art inside the home?
4. How do you reach skylights and high windows safely?
5. What happens if something is damaged?

A good cleaner will answer these without hesitating, and will walk the house with you to confirm which windows and surfaces are included.

## How often

Homes with a lot of glass usually need professional cleaning two to four times a year, depending on the view, the weather and how close the house is to water, fields or construction. Between visits, a microfiber cloth and plain water will deal with fingerprints on doors and railings.

Our [residential window cleaning](/residential-services/residential-window-cleaning) crews work in homes with large and specialty glass every week, with shoe covers, drop cloths and careful testing before any stain removal. [Request a free estimate](/contact) and we will walk through your home with you.`,
  },
  {
    slug: 'soft-washing',
    title: 'Soft Washing vs. Pressure Washing: Which Does Your Home Need?',
    excerpt:
      'Both methods clean, but they work very differently. Here is how to know which is right for your siding, roof, deck and driveway.',
    publishedAt: '2025-08-26T15:00:00.000Z',
    seoTitle: 'Soft Washing vs. Pressure Washing Explained | Clearview',
    seoDescription:
      'How soft washing and pressure washing differ, which surfaces need each, how long results last and what to watch for when hiring.',
    bodyMarkdown: `People often use "pressure washing" to mean any exterior cleaning with water. In practice, professionals use two different methods: pressure washing and soft washing. Using the wrong one on the wrong surface is one of the most common causes of exterior damage we see, from stripped paint to shortened roof life.

## What pressure washing does

Pressure washing uses a concentrated stream of water at high pressure to physically remove dirt, grime and stains. It works very well on hard, durable surfaces:

- Concrete driveways, sidewalks and garage floors
- Brick and stone pavers
- Parking decks and loading docks
- Some masonry walls, at adjusted pressure

Heated water helps break down grease, oil and gum, which is why commercial rigs often use hot water. For flat surfaces, a rotary surface cleaner gives a much more even result than a hand-held wand.

## What soft washing does

Soft washing uses a cleaning solution, applied at low pressure, to break down and kill organic growth such as algae, mildew, moss and lichen. The surface is then rinsed at roughly the pressure of a garden hose. It is the right method for surfaces that high pressure could damage:

- Vinyl, aluminum, fiber-cement and painted wood siding
- Stucco and EIFS
- Asphalt shingle roofs
- Older or soft brick and mortar
- Fences, awnings and outdoor fabric

## Why not just use high pressure everywhere?

Because it causes problems you may not see right away:

- **Paint and stain** can be stripped or left blotchy
- **Stucco and EIFS** can crack or be gouged
- **Siding** can have water forced behind it, leading to hidden moisture problems
- **Shingle roofs** lose protective granules, which shortens their life
- **Wood** can be furred, splintered or etched
- **Mortar** in older brick can be washed out of the joints

High pressure also removes only the visible layer of algae and mildew. The roots stay behind, so the green or black film returns, often within months.

## Why soft washing lasts longer

Soft washing kills the growth instead of just cutting it back. On most homes, results last one to two years, compared with months for pressure washing alone. Heavy lichen and roof streaks often keep fading for days or weeks after treatment as the dead growth weathers away.

## Which one does my home need?

Most homes need both, on different surfaces. A typical exterior cleaning might include:

1. Soft washing the siding, trim, gutters and roof
2. Pressure washing the driveway, walkways and patio
3. Low-pressure washing of a wood deck or fence
4. Window cleaning last, once everything above it is clean

## Is soft washing safe for plants and pets?

It should be. A careful crew pre-wets plants, covers sensitive ones, uses the weakest solution that works, and rinses everything thoroughly afterwards. Keep pets and children inside during the work. Ask any contractor how they protect landscaping and where runoff goes.

## Can I do it myself?

Pressure washing a concrete patio is a reasonable DIY job if you rent a surface cleaner and keep the nozzle at a sensible distance. Soft washing a two-story house or a roof is different: it involves mixing cleaning solutions, working from ladders or the roof, and protecting plants and surfaces. Mistakes can damage a roof or kill landscaping, so most homeowners hire it out.

## Questions to ask a contractor

- Which method will you use on each surface, and why?
- What pressure and cleaning solutions do you use on siding and roofs?
- How do you protect plants, outlets and windows?
- Are you insured?
- What happens if growth comes back quickly?

## The bottom line

Pressure washing is for hard surfaces. Soft washing is for siding, roofs and anything painted or delicate. A good contractor uses both, and explains which goes where.

Learn more about our [residential soft washing](/residential-services/residential-soft-wash) and [residential pressure washing](/residential-services/residential-pressure-washing), or [request a free estimate](/contact).`,
  },
  {
    slug: 'holiday-lighting',
    title: 'Planning Holiday Lights That Look Great and Stay Safe',
    excerpt:
      'From measuring your roofline to choosing LEDs and timers, here is how to plan a holiday display, and when it makes sense to hire a pro.',
    publishedAt: '2025-10-07T15:00:00.000Z',
    seoTitle: 'Holiday Lighting Planning & Safety Guide | Clearview',
    seoDescription:
      'How to plan holiday lights: design, measuring, LED vs incandescent, outlets and timers, ladder safety and when to hire a professional installer.',
    bodyMarkdown: `A good holiday display makes a home feel welcoming on the darkest evenings of the year. A bad one means tangled strands, tripped breakers, half-lit rooflines and a weekend on a ladder in the cold. A little planning makes the difference.

## Start with a simple design

The best displays usually follow the lines of the house rather than covering everything.

- **Rooflines and gables** give the clearest shape from the street
- **Windows and doors** frame the entry
- **One or two feature trees** add depth to the yard
- **Walkway lights** guide guests and improve safety

Pick one color scheme. Warm white looks classic and works with almost any house; multicolor is cheerful and playful. Mixing warm white and cool white on the same house usually looks accidental.

## Measure before you buy

Walk around the house with a tape measure or measuring wheel and note the length of each roofline, the height of each peak, the number of windows you want to frame and the height of any trees. Add extra for the run from the outlet to where the lights begin. Buying to measure avoids the classic problem of a roofline that ends three feet short.

For trees, a rough rule is to wrap trunks and main branches tightly, about every few inches, for a polished look. That takes many more lights than most people expect.

## Choose LED lights

LED strands use a small fraction of the power of incandescent lights. That means more lights on each circuit, lower electric bills and far less heat, which matters around dry branches and awnings. Look for:

- Lights rated for outdoor use
- Sealed or one-piece sockets that keep out water
- A warranty longer than one season
- Consistent color from strand to strand, which is easier if they all come from the same product line

## Plan your power

- Use outdoor outlets with GFCI protection, which cuts power if water gets in
- Check how many strands the manufacturer says can be connected end to end, and do not exceed it
- Use outdoor-rated extension cords and keep connections off the ground and out of puddles
- Spread the load across circuits if your display is large
- Put everything on a timer or smart plug so lights come on at dusk and go off at bedtime

If you do not have outdoor outlets where you need them, have an electrician install them before the season rather than running cords through windows or doors.

## Hang lights without damaging the house

Never nail or staple lights into fascia, shingles or siding. Plastic clips made for gutters and shingles hold strands straight and come off without a trace. Avoid pulling strands tight around sharp gutter edges, which can damage the wire over a season of wind.

## Ladder and roof safety

Falls from ladders cause many holiday injuries every year. If you do it yourself:

1. Use a ladder rated for your weight plus tools, and set it on firm, level ground
2. Keep three points of contact and do not overreach
3. Have someone with you, especially on the first day
4. Stay off wet, icy or steep roofs entirely
5. Keep ladders and lights well away from overhead power lines

## When to hire a professional

Professional installation makes sense if your home has two or more stories, a steep roof, or long rooflines, or if you would simply rather spend your weekends doing something else. A full-service installer should include design, lights, installation, timers, service calls during the season, removal and storage.

## Timing

Professional installers often book up by late October, and installations typically run through November. If you want lights up by Thanksgiving, plan your design in September or early October. Removal is usually scheduled for early January.

## Taking it down and storing it

Wrap strands around a piece of cardboard or a reel instead of balling them up, label each by location (front roofline, left tree) and store them in a dry bin. Test everything before you hang it next year; it is much easier to replace a strand on the ground than on the roof.

Want to skip the ladder? Our crews design and install [residential holiday lights](/residential-services/residential-holiday-lights) and [commercial holiday displays](/commercial-services/commercial-holiday-lights), keep them working through the season and take them down in January. [Ask for a quote](/contact) before the fall schedule fills up.`,
  },
  {
    slug: 'protecting-exterior-surfaces',
    title: 'How to Protect Your Exterior Surfaces Through Every Season',
    excerpt:
      'Siding, brick, stucco, wood, concrete and glass each wear out in their own way. A material-by-material guide to making them last.',
    publishedAt: '2026-01-20T15:00:00.000Z',
    seoTitle: 'Protecting Siding, Brick, Wood & Concrete Year-Round | Clearview',
    seoDescription:
      'Practical ways to protect siding, brick, stucco, wood, concrete and glass from water, sun, growth and weather, with a simple seasonal checklist.',
    bodyMarkdown: `The outside of a building spends every day in the sun, rain, wind, and in many places, snow and salt. Most exterior damage comes from the same few causes: water that gets where it should not, organic growth that holds moisture against surfaces, sun that breaks down finishes, and cleaning methods that are too aggressive. Understanding how each material fails is the best way to make it last.

## Water is the main enemy

Before thinking about individual materials, make sure water is being moved away from the building.

- Keep gutters and downspouts clear, and make sure downspouts discharge several feet from the foundation
- Keep soil and mulch sloping away from the walls
- Trim shrubs and trees back so walls and roofs can dry after rain
- Point sprinklers away from siding and windows
- Check sealant around windows, doors and penetrations every year

## Vinyl and fiber-cement siding

These are durable, but they collect algae and dirt, and vinyl can warp near heat sources such as grills. Clean with low pressure or soft washing, not a high-pressure wand, which can drive water behind the panels. Check for loose or cracked pieces after windstorms, and keep the area around the bottom course clear of soil and mulch.

## Brick and masonry

Brick itself lasts a very long time; mortar is the weak point. Water that soaks into masonry and freezes can spall brick faces and crumble joints.

- Avoid high pressure on brick and especially on older, softer brick and mortar
- Watch for white, powdery efflorescence, a sign water is moving through the wall
- Repoint failing joints with a mortar compatible with the original, particularly on historic buildings
- Keep gutters working; many masonry problems start with overflowing gutters

## Stucco and EIFS

Stucco and EIFS look solid but are vulnerable to impact and to water getting behind them. Small cracks let water in; sealant around windows and penetrations is especially important. Soft wash only: high pressure can gouge the surface or push water into the wall system. Repair cracks promptly using materials recommended for your specific system.

## Wood siding, trim, decks and fences

Wood fails from the ends and the bottom first, where water collects.

- Keep paint and stain in good condition; recoat before the old finish fails completely
- Clean decks with low pressure and a wide fan tip, working with the grain
- Let wood dry fully before staining or sealing
- Replace soft or rotted boards early, before the damage spreads to framing

## Concrete and pavers

Concrete is tough, but oil, rust, salt and freeze-thaw cycles wear it down.

- Clean stains promptly; oil and rust penetrate over time
- In snowy areas, use de-icers that are gentler on concrete and rinse residue off in spring
- Consider a penetrating sealer on driveways and patios to resist stains and water
- Keep paver joints filled with sand so pavers do not shift

## Windows and glass

Glass is hard, but it can be etched by minerals and scratched by grit.

- Clean regularly so minerals and pollutants do not bond to the surface
- Address sprinkler spots quickly, before they etch
- Never scrape glass with dirty tools or abrasive pads
- Check and replace failing sealant around frames

## Roofs and gutters

Moss and algae hold water on roofs and lift shingles. Treat growth with soft washing rather than high pressure, which removes protective granules. Clear gutters in late fall and spring, and more often under trees.

## A seasonal checklist

1. **Spring:** wash away winter grime and salt, clean windows after pollen, inspect sealant and paint
2. **Summer:** soft wash siding and roofs, repair sealant and paint while it is warm and dry, stain decks
3. **Fall:** clean gutters after leaf drop, clean windows, check grading and downspouts before winter
4. **Winter:** rinse salt off walkways and garage floors when you can, and plan next year's projects

## Climate matters

What protects a home in one region is not the same everywhere. In humid places like Houston, mildew and algae grow year-round, so frequent gentle cleaning matters most. In Seattle, moss and constant moisture make roofs, decks and gutters the priority. In the dry, windy Tri-Cities, dust and hard-water spots from irrigation are the main battles. In the DMV, spring pollen, summer humidity and winter freeze-thaw cycles each take a turn.

Our [seasonal protection plans](/seasonal-protection-plans) keep homes on a routine suited to local conditions, with discounts on the cleaning services above. [Request a free estimate](/contact) if you would like a crew to look at your home.`,
  },
  {
    slug: 'mold-stain-damage-prevention',
    title: 'Preventing Mold, Mildew and Stain Damage on Your Home’s Exterior',
    excerpt:
      'Green film, black spots, orange streaks and white crust all have different causes. How to identify exterior stains, clean them safely and keep them from coming back.',
    publishedAt: '2026-04-14T15:00:00.000Z',
    seoTitle: 'Preventing Exterior Mold, Mildew & Stains | Clearview',
    seoDescription:
      'How to identify algae, mildew, rust, tannin and efflorescence stains on your home, clean them safely, and prevent them from returning.',
    bodyMarkdown: `Stains on the outside of a home are more than cosmetic. Organic growth holds moisture against siding, roofs and wood, and some stains point to water problems that can cause real damage if ignored. The good news is that most exterior stains have a known cause and a known fix.

## Identify the stain first

Different stains need different treatments. Using the wrong cleaner wastes time and can make some stains worse.

- **Green film** on siding, fences and north-facing walls is almost always algae. It grows where surfaces stay damp and shaded.
- **Black or gray spots** around eaves, trim and bathroom vents are usually mildew, a type of mold that grows on dirt and moisture.
- **Black streaks running down a roof** are typically a hardy roof algae that spreads downslope with rain runoff.
- **Fuzzy green growth** in roof joints, walkway cracks and shaded decks is moss.
- **Crusty gray, green or orange patches** on roofs, stone and fences are often lichen, which clings tightly and takes longer to fade.
- **Orange or brown streaks** near sprinklers, metal fixtures or fertilizer spreads are rust and mineral stains.
- **Brown or tea-colored stains** on concrete and light siding under trees are tannins from leaves.
- **White, powdery crust** on brick and concrete is efflorescence: salts carried to the surface by water moving through the masonry.

## Why growth appears where it does

Algae, mildew and moss need moisture, shade and something to feed on. That is why they appear first:

- On the north side of a house and under trees
- Near sprinklers, downspouts and overflowing gutters
- Behind shrubs planted close to the walls
- On surfaces that stay dirty, since dirt and pollen are food

Humid and rainy climates speed everything up. In Houston and Seattle, growth can return within a year; in drier areas it may take several years.

## Cleaning organic growth safely

High pressure is tempting, but it leaves roots behind and can damage siding, paint and roofs. The better approach is soft washing: a cleaning solution that kills the growth, applied at low pressure, then a gentle rinse. Growth treated this way returns much more slowly.

If you do it yourself on a small area:

1. Wet nearby plants first and rinse them again afterwards
2. Use a cleaner labeled for exterior mildew and algae, following the label exactly
3. Apply from the bottom up to avoid streaks, and do not let it dry on the surface
4. Rinse thoroughly with a garden hose
5. Stay off ladders above the first story, and never walk on wet roofs

## Cleaning mineral and tannin stains

Rust, irrigation and fertilizer stains are not organic, so mildew cleaners will not remove them. They need cleaners designed for mineral stains, used carefully because some can etch or discolor surfaces. Tannin stains usually fade with the right cleaner and sunlight. Efflorescence can often be brushed off dry, but it will return until the water source is fixed.

## Prevention: stop the moisture

The most effective prevention is cutting off the moisture that growth and stains depend on.

- **Gutters:** keep them clear, and fix leaks and overflows
- **Downspouts:** extend them away from the house
- **Sprinklers:** point them away from walls, windows and fences; where water is hard, even a little overspray leaves spots
- **Landscaping:** trim shrubs and branches so walls and roofs get airflow and sun
- **Grading:** make sure soil and mulch slope away from the foundation
- **Sealant:** replace cracked caulking around windows, doors and penetrations

## Prevention: keep it clean

Dirt and pollen feed growth, so regular cleaning prevents problems as well as fixing them. A gentle house wash every one to two years, and annual cleaning of concrete and decks, keeps growth from getting established.

## When it is more than a stain

Some signs point to a bigger problem than exterior cleaning can fix:

- Peeling paint or soft wood behind a stain
- Stains that return quickly in the same spot even after cleaning
- Efflorescence that keeps growing on a wall
- Musty smells, damp drywall or visible mold inside the home

These suggest water is getting into the structure. A contractor, roofer or, for interior mold, a qualified remediation specialist should look at it. Exterior cleaning is an important part of prevention, but it is not a substitute for repairing leaks.

## Let us help

Our crews identify stains before treating them and tell you honestly what will and will not come out. See [residential soft washing](/residential-services/residential-soft-wash), or keep your home on a regular routine with a [seasonal protection plan](/seasonal-protection-plans). [Request a free estimate](/contact) and we will take a look.`,
  },
]
