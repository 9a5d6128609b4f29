import type { PageContent } from './types'

export const pages: PageContent[] = [
  {
    slug: 'home',
    title: 'Clearview Exterior Cleaning',
    intro:
      'Window cleaning, pressure washing, soft washing and holiday lighting for homes and commercial properties in the DMV, Tri-Cities, Houston and Seattle.',
    seoDescription:
      'Window cleaning, pressure washing, soft washing, graffiti removal and holiday lighting for homes and businesses in WA, TX, VA, MD and DC. Free estimates.',
    bodyMarkdown: `## Exterior cleaning done carefully, on schedule

Clearview Exterior Cleaning keeps homes, storefronts, office buildings and parking structures clean and protected. Our crews clean glass from the ground floor to high-rise towers, wash concrete and siding with methods chosen for each surface, remove graffiti, restripe parking lots and hang holiday lights. We are insured, we show up when we say we will, and we give you a firm price before we start.

## Why customers choose us

- **The right method for each surface.** Soft washing for siding, stucco and roofs; hot-water pressure washing for concrete; purified water for glass. No blasting everything at full pressure.
- **Clear prices.** Every job starts with a free estimate and a written scope, so you know exactly what is included.
- **Respect for your property.** Shoe covers and drop cloths inside, plants protected outside, and a walk-through before we leave.
- **Safety first.** Written safety plans for work at height, inspected equipment and insured crews.
- **Local crews.** Each of our four locations has its own team that knows local weather, buildings and neighborhoods.

## How it works

1. **Request an estimate.** Tell us about your property [online](/contact) or by phone.
2. **Get a clear quote.** We confirm the details, visit if needed, and send a written price.
3. **We do the work.** Your crew arrives on the scheduled day, protects the property and cleans thoroughly.
4. **Stay on schedule.** Many customers choose a recurring plan or a [seasonal protection plan](/seasonal-protection-plans) so they never have to think about it again.

## Where we work

We serve four areas, each within about 50 miles of a local office:

- **DMV area:** Northern Virginia, Washington, DC and suburban Maryland
- **Tri-Cities, WA:** Kennewick, Richland, Pasco and surrounding communities
- **Houston, TX:** commercial services across the metro, plus residential soft washing
- **Seattle, WA:** the city, the Eastside and north and south King County

Find the office nearest you on our [locations page](/locations), or browse [commercial](/commercial-services) and [residential](/residential-services) services.`,
  },
  {
    slug: 'about-us',
    title: 'About Clearview Exterior Cleaning',
    intro:
      'We started in 2011 with a ladder, a squeegee and a few neighbors in Kennewick. Today our crews serve homes and businesses in four regions, and we still run every job the same careful way.',
    seoDescription:
      'Learn about Clearview Exterior Cleaning: our story, how we work, and the crews serving the DMV, Tri-Cities, Houston and Seattle.',
    bodyMarkdown: `## Our story

Clearview began in the Tri-Cities as a residential window cleaning company. Customers kept asking whether we could also clean their driveways, wash their siding or hang their holiday lights, and local businesses asked about storefronts and parking lots. We added each service only when we had the equipment, training and people to do it well.

As the company grew, we opened offices in the DMV area, Seattle and Houston. Each location has its own crews and managers who live in the area, because cleaning a brick rowhouse in Arlington is a different job from cleaning a stucco office building in Houston or a mossy roof in Seattle.

## What we do

- **Commercial:** window cleaning from storefronts to high-rises, pressure washing, soft washing, graffiti removal, parking garage washing, caulking, line striping and holiday lighting
- **Residential:** window cleaning, pressure washing, soft washing and holiday lighting
- **Plans:** [seasonal protection plans](/seasonal-protection-plans) that keep homes on a regular maintenance schedule

## How we work

We give written estimates and stick to them. We choose cleaning methods for each surface instead of using the most pressure available. We protect plants, floors and furnishings. We plan work at height carefully and carry general liability and workers' compensation insurance. And if something is not right after we leave, we come back and fix it.

You can read more about the principles behind this in our [company tenets](/company-tenets).

## Our people

Our technicians are employees, not day labor, and they are trained on the job by experienced crew leads before they work on their own. Many of our managers started as technicians. If you would like to join us, see our [open roles](/careers/roles).

## Get in touch

Whether you manage a portfolio of buildings or just want clean windows before the holidays, we would be glad to help. [Request a free estimate](/contact).`,
  },
  {
    slug: 'company-tenets',
    title: 'Our Company Tenets',
    intro:
      'These are the principles we hire for, train to and hold ourselves to on every job, whether it is a single storefront or a forty-story tower.',
    seoDescription:
      'The principles behind how Clearview Exterior Cleaning works: safety, honesty, respect for property, reliability and doing the job right.',
    bodyMarkdown: `## 1. Safety comes first

No building is clean enough to justify an injury. We plan work at height before we start, inspect our equipment, and stop work when weather or conditions make it unsafe. Anyone on a crew can call a stop.

## 2. Tell the truth

We tell customers what a cleaning will and will not achieve before we start. If a stain will only lighten, or a hard-water spot has already etched the glass, we say so. If we make a mistake, we own it and make it right.

## 3. Treat every property like our own

We wear shoe covers indoors, protect plants and furniture, and use the gentlest method that will do the job. We leave gates the way we found them and pick up after ourselves.

## 4. Show up when we say we will

Reliability is most of what customers want. We confirm appointments ahead of time, arrive in the window we promised, and call early if weather or anything else changes the plan.

## 5. Do the details

Clean frames and sills, not just glass. Rinsed plants, not just clean siding. Swept-up debris, not just washed concrete. The last ten percent of a job is what customers notice.

## 6. Keep prices clear

Customers get a written scope and price before we begin. No surprise fees, no pressure to add services they do not need.

## 7. Take care of our people

Fair pay, proper training and equipment, and a path to grow. Crews who are treated well take better care of customers.

## 8. Leave it better

That goes for properties, neighborhoods and the environment. We keep wash water out of storm drains where required, use the weakest cleaning solutions that work, and recycle what we can.`,
  },
  {
    slug: 'privacy-policy',
    title: 'Privacy Policy',
    intro:
      'This policy explains what information Clearview Exterior Cleaning collects through this website and when you book our services, how we use it, and the choices you have.',
    seoDescription:
      'How Clearview Exterior Cleaning collects, uses, shares and protects personal information from our website, estimate requests and services.',
    bodyMarkdown: `Last updated: January 12, 2026

## Who we are

This website is operated by Clearview Exterior Cleaning ("Clearview", "we", "us"), with its main office at 8524 W Gage Blvd, Suite 210, Kennewick, WA 99336. Questions about this policy can be sent to hello@clearview-exterior.example or to the address above.

## Information we collect

### Information you give us

- **Estimate and contact requests:** your name, phone number, email address, service address, the services you are interested in, property details and any notes or photos you send
- **Protection plan sign-ups:** your contact details, service address, home size, chosen plan and billing preferences
- **Job applications:** your contact details, work history, availability, resume and anything else you choose to include
- **Reviews:** your name, the location you used, your rating and your comments
- **Payments:** your name and billing details. Card numbers are entered directly into our payment processor and are not stored on our servers; see our [card data policy](/card-data-policy).

### Information collected automatically

When you visit the site, we and our service providers collect:

- Basic technical information such as browser type, device type, pages viewed and the time of your visit
- How you arrived at the site: the referring page, the page you first landed on, and campaign information in the link you followed, such as UTM source, medium, campaign, content and term values and advertising click identifiers (for example gclid, gbraid, wbraid)
- A random session identifier stored in your browser's local storage, which lets us connect these details to an estimate request you submit later

We use this to understand which advertising and outreach brings people to us. We do not use it to build profiles for sale.

## How we use information

- To respond to inquiries, prepare estimates and schedule and perform services
- To manage protection plans, process payments and send receipts and reminders
- To communicate about appointments, weather delays and service issues
- To review job applications
- To understand how visitors find and use the site, and to measure our advertising
- To improve our services, train staff and maintain quality
- To protect our business and customers, and to comply with legal obligations

## How we share information

We do not sell your personal information. We share it only as follows:

- **Service providers** that help us run the business, such as website hosting, email, scheduling and customer management software, automation tools, analytics and our payment processor. They may use the information only to provide services to us.
- **Advertising platforms,** to measure whether an ad led to an inquiry, using identifiers such as click IDs
- **Property managers or associations,** when a service is arranged through them, limited to what is needed for access and scheduling
- **Legal reasons,** when required by law or to protect the rights, property or safety of Clearview, our customers or others
- **Business transfers,** if Clearview is involved in a merger or sale, subject to this policy

## Cookies and local storage

The site uses cookies and browser storage to keep the site working, remember your session and measure traffic and advertising. You can clear or block cookies and local storage in your browser settings; some features, such as connecting your visit to your estimate request, may then not work.

## How long we keep information

We keep customer and job records for as long as needed to provide services and meet tax, accounting and legal requirements, generally up to seven years after your last service. Estimate requests that do not become jobs and job applications are generally deleted within two years. Attribution data is kept for up to two years.

## Security

We use reasonable administrative, technical and physical safeguards, including encrypted connections and restricted access to customer records. No system is perfectly secure, so we cannot guarantee absolute security.

## Your choices and rights

- You can ask to access, correct or delete the personal information we hold about you
- You can opt out of marketing emails using the unsubscribe link in any message
- You can ask us to stop text messages by replying STOP

Depending on where you live, you may have additional rights under state law. We will respond to requests as required by the law that applies to you, and we will not treat you differently for making a request. To make a request, email hello@clearview-exterior.example. We may need to verify your identity first.

## Children

This site is not directed to children under 13, and we do not knowingly collect their personal information.

## Changes

We may update this policy from time to time. The date at the top shows when it last changed. Significant changes will be highlighted on this page.

## Contact

Clearview Exterior Cleaning, 8524 W Gage Blvd, Suite 210, Kennewick, WA 99336. Email hello@clearview-exterior.example or call (509) 555-0100.`,
  },
  {
    slug: 'terms-of-service',
    title: 'Terms of Service',
    intro:
      'These terms apply to your use of this website and to services Clearview Exterior Cleaning provides, unless a separate written agreement says otherwise.',
    seoDescription:
      'Terms for using the Clearview Exterior Cleaning website and for our window cleaning, pressure washing, soft washing and holiday lighting services.',
    bodyMarkdown: `Last updated: January 12, 2026

## About these terms

By using this website or booking a service with Clearview Exterior Cleaning ("Clearview", "we", "us"), you agree to these terms. Commercial customers may have a separate signed agreement; where it conflicts with these terms, the signed agreement applies. Seasonal protection plans are also covered by our [seasonal plans terms](/seasonal-plans-terms).

## Using the website

You may use this site to learn about our services, request estimates, sign up for plans, make payments and apply for jobs. Please do not misuse the site, attempt to access it without authorization, interfere with its operation or submit false information. Content on the site, including text, photos and logos, belongs to Clearview or its licensors and may not be copied for commercial use without permission.

Information on the site is general. Service descriptions, typical frequencies and articles are offered in good faith but are not a guarantee of results for a particular property.

## Estimates

Online and phone estimates are based on the information you give us. A price becomes firm when we confirm it in writing after reviewing the property. If conditions on the day differ significantly from what was described, such as more windows, heavier staining or restricted access, we will explain the difference and agree a revised price with you before continuing.

## Scheduling and access

- Please provide safe access to the areas to be cleaned, including unlocked gates, a working outdoor water spigot where needed, and, for interior work, an adult at home
- Keep pets inside or secured during the work
- Move fragile items and valuables away from windows and work areas
- Tell us in advance about known problems, such as loose siding, damaged screens, leaking windows or fragile plants

If we cannot access the property at the scheduled time, we may charge a trip fee, which we will tell you about when booking.

## Weather

Exterior work depends on weather. We may reschedule for heavy rain, high wind, lightning, extreme heat or cold, or when conditions are unsafe. We will contact you as early as possible and find the next available date. There is no charge for weather rescheduling.

## Cancellations

Please give at least 24 hours' notice to cancel or reschedule a residential appointment. Commercial cancellation terms are set out in your agreement. Repeated late cancellations may result in a cancellation fee, which we will tell you about in advance.

## Payment

Payment is due on completion of the work unless we agree otherwise in writing. Commercial invoices are due within the terms stated on the invoice. We accept major credit and debit cards through our secure payment processor and may accept checks or ACH for commercial accounts. Card information is handled as described in our [card data policy](/card-data-policy).

## Our satisfaction promise

If you are not satisfied with a part of the work, tell us within 72 hours of the service and we will come back to re-clean the affected area at no charge. This does not cover new dirt, weather, or conditions we told you in advance we could not remove.

## Pre-existing conditions

Some conditions cannot be fixed by cleaning, and cleaning can reveal problems that were hidden by dirt. We are not responsible for:

- Etched, scratched or defective glass, failed window seals or fogged insulated units
- Oxidized, faded, chalking or loose paint and siding
- Permanent stains such as deep oil, rust or etching
- Damage caused by existing rot, loose materials or prior improper repairs

We will point out conditions we notice before we start.

## Damage and liability

We are insured and take care to avoid damage. If you believe we caused damage, please notify us in writing within 7 days of the service, with photos where possible, and allow us to inspect it. Where we are responsible, we will repair it or pay the reasonable cost of repair, at our option. To the extent allowed by law, we are not liable for indirect or consequential losses, and our total liability for any service is limited to the greater of the amount paid for that service or the cost of repairing damage we caused.

## Holiday lighting

Leased lighting equipment remains our property. Please do not remove or alter the display yourself; call us for service. Displays are removed on the scheduled date, and we are not responsible for lights damaged by third parties, animals or severe weather.

## Photos

We may take before and after photos of work for quality control and reports. We will not publish photos that identify your home or business without your permission.

## Changes to these terms

We may update these terms. The version in effect when you book a service applies to that service.

## Governing law

These terms are governed by the laws of the State of Washington, except where the law of the state where the service is performed requires otherwise.

## Contact

Questions about these terms can be sent to hello@clearview-exterior.example or (509) 555-0100.`,
  },
  {
    slug: 'card-data-policy',
    title: 'Card Data Policy',
    intro:
      'How Clearview Exterior Cleaning handles payment card information, online and by phone. In short: card numbers go straight to a PCI-compliant payment processor and are never stored on our servers.',
    seoDescription:
      'How Clearview Exterior Cleaning protects your payment card data: PCI-compliant processing, tokenization, no card numbers stored on our servers.',
    bodyMarkdown: `Last updated: January 12, 2026

## Our commitment

We take payment security seriously. We accept card payments for services, protection plans and resident programs, and we have set up our systems so that your full card number, expiration date and security code never pass through or rest on our servers.

## How card payments work

### Online payments

When you pay on our [payment page](/payment) or sign up for a protection plan, the card fields are provided by our payment processor, a third party that is validated as compliant with the Payment Card Industry Data Security Standard (PCI DSS). Your card details are sent directly from your browser to the processor over an encrypted connection. Our website receives only a confirmation that the payment succeeded or failed, and a token that represents your card.

### Recurring plan payments

For seasonal protection plans and recurring commercial billing, the processor stores your card securely and gives us a token. We use that token to charge the plan at the frequency you chose. The token is useless outside our account with the processor and cannot be turned back into your card number.

### Payments by phone

If you prefer to pay by phone, our staff enter your card details directly into the processor's secure system while you are on the line. We do not write card numbers down, record them in notes, or enter them into any other system. Calls in which card details are read aloud are not recorded.

### Payments in the field

Crew leads may take payment using the processor's mobile card reader or a payment link sent to your phone. Card data is encrypted at the reader and goes straight to the processor.

## What we keep

We keep only the information needed to manage your account and answer questions about charges:

- The cardholder's name
- Card brand (for example Visa or Mastercard)
- The last four digits of the card number and the expiration month and year
- The amount, date and status of each payment
- The processor's token and transaction reference

We never store full card numbers, security codes (CVV/CVC) or magnetic stripe or chip data.

## What we will never do

- Ask you to send card numbers by email, text message, chat or social media
- Keep paper records of card numbers
- Share your card information with anyone other than our payment processor

If you ever receive a message claiming to be from Clearview asking for your full card number by email or text, do not reply. Call us at (509) 555-0100.

## If you send card details by mistake

If a card number is sent to us by email, text or a form field not intended for payment, we will delete it, will not use it to process a payment, and will ask you to pay through a secure method instead.

## Access and training

Only staff who need to handle billing have access to the processor's dashboard, each with an individual login and multi-factor authentication. Staff who take payments are trained on this policy when they start and reminded each year.

## Refunds and disputes

Refunds are issued to the original card through the processor. It can take several business days for a refund to appear on your statement, depending on your bank. If you have a question about a charge, contact us before disputing it with your bank and we will look into it right away.

## Security incidents

If we become aware of a security incident affecting payment information, we will work with our processor to investigate, take steps to contain it, and notify affected customers and authorities as required by law.

## Changes and contact

We may update this policy when our payment processes change. The date at the top shows the latest version. For questions, email hello@clearview-exterior.example or call (509) 555-0100. See also our [privacy policy](/privacy-policy).`,
  },
  {
    slug: 'seasonal-plans-terms',
    title: 'Seasonal Protection Plan Terms',
    intro:
      'These terms apply to Basic, Plus and Premium seasonal protection plans, and to the Enhanced plans offered in some locations. Please read them before you sign up.',
    seoDescription:
      'Terms for Clearview seasonal protection plans: home sizes, billing by visit frequency, discounts, priority scheduling, deep cleaning and cancellation.',
    bodyMarkdown: `Last updated: January 12, 2026

These plan terms add to our general [terms of service](/terms-of-service). Where they differ, these plan terms apply to your plan.

## 1. The plans

- **Basic:** a maintenance visit every quarter, and 10% off additional services
- **Plus:** a maintenance visit every other month, priority scheduling, and 15% off additional services
- **Premium:** a maintenance visit every month, priority scheduling, one annual deep cleaning, and 20% off additional services

What is included in each maintenance visit is listed on the [seasonal protection plans page](/seasonal-protection-plans) and in your sign-up confirmation.

**Enhanced plans** are available in the DMV and Tri-Cities areas. They include everything in the matching plan plus a gutter cleaning each fall and a walk-around inspection each spring and fall, at the enhanced plan price.

## 2. Home size and eligibility

Plan prices depend on home size:

- **Small:** up to 1,800 finished square feet
- **Medium:** 1,801 to 3,000 finished square feet
- **Large:** 3,001 to 4,500 finished square feet

Homes over 4,500 square feet, homes over three stories, or properties with unusual access receive a custom quote. The property must be within the service area of one of our locations. If we find at the first visit that the home is in a different size category than selected, we will tell you and adjust the price from the next billing date, or you may cancel with no charge for that visit.

## 3. Billing

- Plans are billed per visit frequency: Basic quarterly, Plus every two months, Premium monthly
- The first charge is made when your first visit is scheduled, and later charges are made on the same day of each billing period
- Payments are charged to the card you provide through our PCI-compliant payment processor; see our [card data policy](/card-data-policy)
- Applicable sales tax is added where required
- If a payment fails, we will contact you and retry; visits may be paused until the account is current

## 4. Scheduling and visits

We schedule each visit within the billing period it belongs to and confirm the date in advance. Visits may be moved because of weather; a visit moved by weather still counts for the period in which it was planned, and we will complete it as soon as conditions allow. If we cannot access the property on the scheduled day, the visit may be counted as completed, but we will try to reschedule it once within the same period.

## 5. Discounts on additional services

The plan discount applies to additional services at the same property booked while the plan is active and paid up, such as full window cleaning, pressure washing, soft washing and holiday lighting. It cannot be combined with other promotions and does not apply to the plan price itself, to products sold separately, or to commercial properties.

## 6. Priority scheduling

Plus and Premium members are offered the earliest available dates for additional services and storm clean-ups, ahead of non-members. Priority scheduling does not guarantee a particular date. Premium members also get first choice of holiday lighting installation dates.

## 7. Premium annual deep cleaning

Premium includes one deep cleaning per 12-month plan year: either a full exterior soft wash of the house or a full window cleaning (inside and out), at your choice. It becomes available after your sixth monthly payment and must be used within that plan year; it does not carry over and has no cash value.

## 8. Cancellation and pausing

- You may cancel at any time by phone or email, with at least 14 days' notice before your next billing date
- There is no cancellation fee
- Cancellation stops future charges; payments already made for periods in which a visit was completed are not refunded, and any period paid for but not yet serviced will be either completed or refunded
- You may pause a plan once per year for up to three months, for example while traveling or selling a home

We may cancel a plan with 30 days' notice, or immediately for non-payment or unsafe conditions at the property, and will refund any period paid for but not serviced.

## 9. Price changes

We may change plan prices or inclusions at the start of a new plan year. We will give at least 30 days' notice by email, and you may cancel before the change takes effect.

## 10. Moving

Plans are tied to a property. If you move within our service area, we can transfer your plan to the new home, adjusting the price if the size category changes.

## 11. Contact

Questions about your plan: email hello@clearview-exterior.example or call the office that serves you.`,
  },
  {
    slug: 'careers',
    title: 'Careers at Clearview',
    intro:
      'Good pay, real training, work you can see at the end of the day, and a path to lead a crew. Join the team that keeps buildings across four regions clean.',
    seoDescription:
      'Work at Clearview Exterior Cleaning: window cleaning, pressure washing and holiday lighting jobs with training, competitive pay and room to grow.',
    bodyMarkdown: `## Why work here

Exterior cleaning is honest, physical, outdoor work with results you can see. At Clearview, you will learn a skilled trade from experienced crew leads, work with good equipment and get paid fairly for it.

- **Paid training.** New technicians learn on the job with a crew lead before working on their own, including ladder safety, water-fed pole work and, for those who want it, lift and rope access training.
- **Competitive pay.** Hourly pay with raises as you learn new skills, plus overtime in busy seasons.
- **Benefits.** Full-time team members get health coverage, paid time off and a retirement plan with company match.
- **Equipment and gear provided.** Uniforms, safety gear and company vehicles for work.
- **Room to grow.** Many of our crew leads and managers started as technicians.

## Who we are looking for

You do not need experience in exterior cleaning. We look for people who are reliable, careful, comfortable working outside and at height, and friendly with customers. A valid driver's license is required for most field roles.

## Where we hire

We hire in all four of our locations: the DMV area, Tri-Cities, Houston and Seattle. Seasonal holiday lighting roles open each fall.

## Ready to apply

See our [open roles](/careers/roles) or [apply now](/careers/apply). We read every application and usually respond within a week.`,
  },
  {
    slug: 'services',
    title: 'Our Services',
    intro:
      'From storefront glass to high-rise facades, from driveways to rooftops: every exterior cleaning service we offer, for businesses and homes.',
    seoDescription:
      'Every Clearview service: window cleaning, pressure washing, soft washing, graffiti removal, garage washing, caulking, striping and holiday lights.',
    bodyMarkdown: `## Commercial services

For offices, retail centers, medical buildings, schools, restaurants, industrial sites and parking structures. All commercial services are available in every location we serve.

- **Commercial window cleaning,** including high-rise work with rope access and lifts
- **Commercial pressure washing** for sidewalks, entries, drive-thrus and dumpster pads
- **Commercial soft washing** for stucco, EIFS, painted walls and awnings
- **Graffiti removal** and anti-graffiti coatings
- **Parking garage pressure washing** with drain protection and water recovery
- **Commercial caulking** to keep water out of windows and joints
- **Commercial line striping** for lots and garages
- **Commercial holiday lighting** design, installation and removal

[See all commercial services](/commercial-services)

## Residential services

For single-family homes, townhomes and condominiums in the DMV area, Tri-Cities and Seattle. Residential soft washing is also available in Houston.

- **Residential window cleaning** inside and out, with screens and tracks
- **Residential pressure washing** for driveways, patios, decks and fences
- **Residential soft washing** for siding and roofs
- **Residential holiday lighting** with design, service calls and storage

[See all residential services](/residential-services)

## Seasonal protection plans

Keep your home on a regular maintenance schedule with a Basic, Plus or Premium plan, and save on every additional service. [Compare plans](/seasonal-protection-plans).

## Not sure what you need?

Tell us about your property and what is bothering you, and we will recommend the right service. [Request a free estimate](/contact).`,
  },
  {
    slug: 'commercial-services',
    title: 'Commercial Exterior Cleaning Services',
    intro:
      'Recurring and one-time exterior cleaning for commercial properties, with written scopes, certificates of insurance and crews that work around your tenants and customers.',
    seoDescription:
      'Commercial window cleaning, pressure washing, soft washing, graffiti removal, garage washing, caulking, striping and holiday lights in WA, TX, VA, MD and DC.',
    bodyMarkdown: `## One contractor for the whole exterior

Property managers, facility teams and business owners use Clearview so they have one reliable contact for glass, facades, hardscape, garages and seasonal work. We offer every commercial service in all four of our locations.

## What you can expect

- **A walk-through and written scope** for every property, so everyone knows exactly what is included
- **Certificates of insurance** naming your management company, sent before the first visit
- **Written safety plans** for work at height, with roof anchor records reviewed before rope access work
- **Flexible scheduling,** including early mornings, nights and weekends
- **Photo reports** after each visit, with notes on anything that needs attention, such as failing sealant or damaged concrete
- **Recurring programs** that cost less per visit and keep your property consistently clean

## Properties we serve

Office buildings, medical and healthcare facilities, schools and campuses, retail centers, restaurants, warehouses and industrial sites, hotels, HOAs and condominium associations. See how we work with [specific industries](/commercial-services/industries).

## Bundling saves money

Many services share the same equipment and access. Combining window cleaning with caulking inspection, or pressure washing with line striping, reduces mobilization costs and disruption.

## Get started

[Request a commercial walk-through](/commercial-services/contact) and we will send a written proposal, usually within a few business days.`,
  },
  {
    slug: 'residential-services',
    title: 'Residential Exterior Cleaning Services',
    intro:
      'Clean windows, bright siding, spotless driveways and holiday lights you did not have to hang yourself. Exterior care for homes in the DMV area, Tri-Cities and Seattle.',
    seoDescription:
      'Window cleaning, pressure washing, soft washing and holiday lighting for homes in the DMV area, Tri-Cities WA and Seattle, plus soft washing in Houston.',
    bodyMarkdown: `## Care for the outside of your home

Your home's exterior takes a beating from sun, rain, pollen, dust and everything growing nearby. Our residential crews clean it carefully, with methods that suit each surface, and leave your home looking cared for.

## What we offer

- **Window cleaning:** inside and out, with screens, tracks and sills included
- **Pressure washing:** driveways, walkways, patios, pool decks, decks and fences
- **Soft washing:** gentle cleaning of siding and roofs that removes algae and mildew
- **Holiday lighting:** custom design, installation, service calls and January removal

Residential window cleaning, pressure washing and holiday lighting are offered in the DMV area, Tri-Cities and Seattle. Residential soft washing is available in all four locations, including Houston.

## What makes us different

- Firm prices before we start
- Shoe covers and drop cloths inside your home
- Plants, outlets and fixtures protected outside
- Insured crews who are employees, not subcontractors
- A re-clean at no charge if something is not right, reported within 72 hours

## Save with a plan

A [seasonal protection plan](/seasonal-protection-plans) puts your home on a regular schedule and gives 10% to 20% off every additional service.

## Get a free estimate

[Request an estimate](/residential-services/contact) online or call your local office.`,
  },
  {
    slug: 'industries',
    title: 'Industries We Serve',
    intro:
      'Every type of property has its own schedule, safety needs and standards. We tailor exterior cleaning programs to the way your building is used.',
    seoDescription:
      'Exterior cleaning programs for commercial real estate, healthcare, education, industrial facilities, retail stores and restaurants.',
    bodyMarkdown: `## Programs built around your property

A hospital entrance cannot close for a morning. A restaurant needs its dumpster pad cleaned before the health inspector visits. A school needs its work done during breaks. We plan our commercial programs around how your property is actually used, so cleaning happens without getting in the way.

## What every program includes

- A walk-through and written scope
- A recurring schedule matched to your traffic and season
- Certificates of insurance and safety plans for work at height
- Work scheduled around your operating hours
- Photo reports after each visit
- A single point of contact at your local office

## Industries

We work with commercial real estate, healthcare facilities, educational institutions, industrial facilities, retail stores and restaurants. Each has different priorities, from glass and facades to grease, gum and garages.

Do not see your industry? We also clean hotels, churches, HOAs, condominium associations, car dealerships and government buildings. [Tell us about your property](/commercial-services/contact).`,
  },
  {
    slug: 'locations',
    title: 'Our Locations',
    intro:
      'Clearview has four local offices, each with its own crews, serving properties within about 50 miles. Choose your area to see local services, contact details and reviews.',
    seoDescription:
      'Clearview Exterior Cleaning locations: the DMV area (Virginia, Maryland, DC), Tri-Cities WA, Houston TX and Seattle WA.',
    bodyMarkdown: `## Local crews in four regions

Exterior cleaning depends on local conditions: pollen and historic brick in the DMV, dust and hard water in the Tri-Cities, heat and mildew in Houston, moss and rain in Seattle. That is why each of our locations has its own team that lives and works in the area.

## DMV Area

Based in Arlington, serving Northern Virginia, Washington, DC and suburban Maryland with commercial and residential services, including our resident program at Montebello in Alexandria.

## Tri-Cities, WA

Our home base in Kennewick, serving Kennewick, Richland, Pasco and surrounding communities with commercial and residential services, including the Columbia River Walk resident program in Richland.

## Houston, TX

Serving offices, retail centers, medical buildings and parking garages across greater Houston, plus residential soft washing.

## Seattle, WA

Serving Seattle and the Eastside with commercial and residential services, from storefront glass to mossy roofs.

## Not sure which location serves you?

Each office covers properties within about 50 miles. [Request an estimate](/contact) with your address and we will route it to the right team.`,
  },
  {
    slug: 'learn',
    title: 'Learn',
    intro:
      'Practical guides to cleaning and protecting the outside of homes and commercial buildings, written by the people who do the work every day.',
    seoDescription:
      'Guides on building maintenance, curb appeal, window care, soft washing, holiday lighting and preventing mold and stains on exterior surfaces.',
    bodyMarkdown: `## Advice from the field

Our crews clean thousands of windows, walls and driveways every year, and they see the same questions and mistakes again and again. These articles collect what we have learned: which methods are safe for which surfaces, how often things really need cleaning, what is worth doing yourself and when to call a professional.

## Topics

- **For property managers:** how to plan a year of exterior maintenance and budget for it
- **For homeowners:** affordable ways to improve curb appeal, caring for high-end windows and planning holiday lights
- **For everyone:** the difference between soft washing and pressure washing, protecting exterior surfaces through the seasons, and preventing mold, mildew and stains

## How we write these guides

Every article is based on work our crews do in real homes and buildings in the DMV area, the Tri-Cities, Houston and Seattle. We explain the reasons behind our advice, point out where climate changes the answer, and say plainly when a job is safer left to a professional.

Have a question we have not covered? [Send it to us](/contact) and we may write about it next.`,
  },
  {
    slug: 'seasonal-protection-plans',
    title: 'Seasonal Protection Plans',
    intro:
      'Keep the outside of your home clean all year without having to remember to book it. Choose a visit frequency, and save on every additional service.',
    seoDescription:
      'Clearview seasonal protection plans: Basic quarterly, Plus bi-monthly and Premium monthly home maintenance visits with 10% to 20% off additional services.',
    bodyMarkdown: `## Regular care costs less than catching up

Dirt, pollen, algae and hard-water spots are easiest to remove when they are new. A protection plan puts your home on a regular maintenance schedule, so small problems are handled before they become stains that need a bigger, more expensive cleaning.

## How the plans work

Each plan includes regular maintenance visits at your home. Every visit includes spot cleaning of entry doors, front glass and other high-visibility areas, cobweb and nest removal, and a quick check of siding, gutters and caulking, with notes sent after the visit.

- **Basic:** a visit every quarter, and 10% off additional services
- **Plus:** a visit every other month, priority scheduling, and 15% off additional services
- **Premium:** a visit every month, priority scheduling, an annual deep cleaning, and 20% off additional services

Plan prices depend on the size of your home, and you are billed per visit period, not a year up front.

## Save on everything else

Your plan discount applies to full window cleaning, pressure washing, soft washing and holiday lighting at your home for as long as the plan is active.

## No long-term contract

Cancel anytime with 14 days' notice before your next billing date. Full details are in our [plan terms](/seasonal-plans-terms).

Not sure which plan fits your home? [Ask us](/contact) and we will recommend one.`,
  },
  {
    slug: 'seasonal-protection-plans-enhanced',
    title: 'Enhanced Seasonal Protection Plans',
    intro:
      'Everything in our seasonal protection plans, plus a fall gutter cleaning and a walk-around inspection every spring and fall. Available in the DMV area and the Tri-Cities.',
    seoDescription:
      'Enhanced seasonal protection plans with fall gutter cleaning and spring and fall exterior inspections, available in the DMV area and Tri-Cities WA.',
    bodyMarkdown: `## More protection where the seasons are hard on homes

In the DMV, heavy leaf fall, spring pollen and freeze-thaw winters are tough on gutters, siding and sealant. In the Tri-Cities, wind storms fill gutters with dust and debris and dry summers crack caulking. Our enhanced plans add the two things that prevent the most damage in those conditions.

## What the enhanced plans add

- **Fall gutter cleaning.** We clear gutters and check downspouts after the leaves drop, so winter rain and snowmelt flow away from your home instead of overflowing onto siding and foundations.
- **Spring and fall walk-around inspections.** A crew lead walks the exterior of your home and checks roof edges, gutters, siding, windows, caulking, decks and concrete. You get a short written report with photos and any recommendations, so you can plan repairs before they become urgent.

## Everything else stays the same

You still choose Basic, Plus or Premium, with the same visit frequency, the same 10%, 15% or 20% discount on additional services, priority scheduling on Plus and Premium, and the annual deep cleaning on Premium.

## Simple terms

Billing follows your plan's visit frequency and you can cancel anytime with notice. See our [plan terms](/seasonal-plans-terms) for details, or [contact us](/contact) with questions.`,
  },
  {
    slug: 'thank-you',
    title: 'Thank You',
    intro: 'Your request has been received. A member of our team will be in touch shortly.',
    seoDescription: 'Thank you for contacting Clearview Exterior Cleaning. We will be in touch soon.',
    bodyMarkdown: `## What happens next

1. **We review your request.** Your local office gets the details right away.
2. **We contact you.** During business hours we usually respond within one business day by phone or email, to confirm details or ask for photos.
3. **You get a clear quote.** Some jobs can be priced from photos; others need a quick visit. Either way, you will have a written price before any work begins.

## In the meantime

- Take a few photos of the areas you want cleaned, including any stains or problem spots. They help us give an accurate price faster.
- Read our guide to [soft washing vs. pressure washing](/learn/soft-washing).
- Learn how a [seasonal protection plan](/seasonal-protection-plans) can save you money on this and future services.

## Good to know

Estimates are free and there is no obligation. If you asked about a commercial property, we may suggest a short walk-through with your facility or property manager so our proposal covers everything.`,
  },
  {
    slug: 'seasonal-plans-thank-you',
    title: 'Welcome to Your Protection Plan',
    intro:
      'Thank you for signing up. Your seasonal protection plan is set up, and we will be in touch to schedule your first visit.',
    seoDescription: 'Thank you for signing up for a Clearview seasonal protection plan.',
    bodyMarkdown: `## What happens next

1. **Confirmation email.** You will receive an email with your plan, home size, billing frequency and a copy of the [plan terms](/seasonal-plans-terms).
2. **Scheduling call.** Your local office will contact you within two business days to schedule your first visit and note any access details, such as gate codes or pets.
3. **First visit.** Your crew will introduce themselves, walk the exterior with you if you are home, and send notes and photos afterwards.

## Using your discount

Your plan discount applies right away. When you are ready for a full window cleaning, pressure washing, soft washing or holiday lighting, mention your plan when you [request an estimate](/contact) and the discount will be applied to your quote.

## Before your first visit

- Make sure we can reach all sides of the house, and let us know about locked gates or dogs
- Check that your outdoor water spigots work
- Tell us about anything you would like us to look at closely, such as a stained wall or a sprinkler that hits the windows

## Questions

Reply to your confirmation email or call the office that serves you. Thank you for trusting us with your home.`,
  },
  {
    slug: 'montebello',
    title: 'Montebello Resident Program',
    location: 'dmv',
    intro:
      'A resident program for Montebello condominium owners in Alexandria: interior window and balcony door cleaning, balcony care and holiday lighting at set resident prices, scheduled around the building.',
    seoDescription:
      'Window, balcony and holiday lighting services for Montebello condominium residents in Alexandria, VA, with set resident pricing and grouped scheduling.',
    bodyMarkdown: `## Made for Montebello homes

Montebello's towers have some of the best views in Alexandria, and a lot of glass to keep clean. The association takes care of the building's exterior; this program covers the parts that are your responsibility as a resident: the inside of your windows, your balcony glass and doors, and your balcony itself.

## Services for residents

- **Interior window cleaning:** all interior glass, frames, sills and tracks, with shoe covers and drop cloths
- **Balcony door and glass cleaning:** both sides of sliding doors and any balcony glass, plus door tracks
- **Balcony cleaning:** a low-water scrub and rinse of floors, railings and furniture, done so that water does not run onto balconies below
- **Screen cleaning and minor repair:** screens cleaned and, where possible, re-splined
- **Balcony holiday lighting:** simple, tidy displays installed and removed for you, within community guidelines

## How the program works

We schedule residents in groups by building and day, which keeps our prices lower and means fewer service visits for the building. We follow Montebello's contractor access, elevator and insurance requirements, and we provide our certificate of insurance to management before our first visit.

1. Sign up below with your unit number and the service you want, or call our DMV office at (703) 555-0101
2. We confirm your unit, service and resident price
3. Your crew arrives on your building's service day
4. Pay securely online through our [payment page](/payment)`,
  },
  {
    slug: 'columbia-river-walk',
    title: 'Columbia River Walk Resident Program',
    location: 'tri-cities',
    intro:
      'A resident program for Columbia River Walk apartment residents in Richland: window and patio door cleaning, hard-water spot removal and patio care at set resident prices.',
    seoDescription:
      'Window cleaning, hard-water spot removal and patio care for Columbia River Walk apartment residents in Richland, WA, at set resident prices.',
    bodyMarkdown: `## For Columbia River Walk residents

Living near the river in Richland means great views, along with wind-blown dust, sprinkler spots and the occasional spider season. This program gives residents an easy way to keep their windows, sliding doors and patios clean, at a set resident price and on a schedule that fits the community.

## Services for residents

- **Interior window cleaning:** glass, frames, sills and tracks inside your apartment
- **Patio and balcony door cleaning:** both sides of sliding doors, with tracks vacuumed and wiped
- **Hard-water spot treatment:** for glass spotted by irrigation, tested first so you know what to expect
- **Patio and balcony cleaning:** a careful scrub and rinse of floors, railings and furniture, with water kept off neighbors' patios
- **Move-out window package:** windows, tracks, sills and screens cleaned before your final walk-through

## How the program works

We visit Columbia River Walk on regular resident service days, grouping appointments by building so prices stay low. Our crews follow community rules for parking, access and quiet hours.

1. Sign up below with your apartment number and the service you want, or call our Tri-Cities office at (509) 555-0102
2. We confirm your apartment, service and resident price
3. Your crew comes on the next resident service day, or at a time that suits you for move-outs
4. Pay online through our secure [payment page](/payment)`,
  },
  {
    slug: 'payment',
    title: 'Make a Payment',
    intro:
      'Pay an invoice, a protection plan or a resident program visit securely online. Have your invoice number or signup reference ready.',
    seoDescription: 'Pay your Clearview Exterior Cleaning invoice securely online or by phone.',
    bodyMarkdown: `## Secure online payment

Select **Pay online**, give your invoice number or signup reference and the amount due, then enter your card details on our payment processor's secure page. Card information goes directly to our PCI-compliant payment processor and is never stored on our servers. Read more in our [card data policy](/card-data-policy).

## What you will need

- Your invoice number, found at the top of your invoice or emailed receipt, or for a protection plan or resident program the reference in your signup confirmation email (it starts with PLN- or RES-)
- The amount shown on your invoice
- A credit or debit card

You will receive an email receipt as soon as the payment goes through.

## Other ways to pay

Commercial customers can also pay by check or ACH transfer as shown on their invoice. To pay by phone, or if you have neither an invoice number nor a reference, call us or your local office during business hours.

## Questions about a bill

If an amount does not look right, please [contact us](/contact) before paying and we will sort it out.`,
  },
  {
    slug: 'reviews',
    title: 'Customer Reviews',
    intro:
      'What homeowners and property managers say about working with Clearview, in their own words. We publish good reviews and critical ones.',
    seoDescription:
      'Read customer reviews of Clearview Exterior Cleaning in the DMV area, Tri-Cities, Houston and Seattle, and share your own experience.',
    bodyMarkdown: `## Honest feedback from real customers

These reviews come from customers in the DMV area, the Tri-Cities, Houston and Seattle. We do not edit reviews except to remove personal details, and we publish critical ones too, because they tell us where to improve and tell you what to expect.

## Had a service with us?

We would love to hear how it went. Tell us what we did well and what we could do better. If something was not right, please also [contact your local office](/contact) so we can fix it; our satisfaction promise covers re-cleaning reported within 72 hours.

## What we ask reviewers

Please describe the service you had, the location, and what stood out, good or bad. Specific details, such as how the crew handled your plants or whether they arrived on time, are the most useful to other customers.

## Looking for a specific location?

Choose your area from our [locations page](/locations) to see reviews from customers near you.`,
  },
  {
    slug: 'not-found',
    title: 'Page Not Found',
    intro: "We couldn't find the page you were looking for. It may have moved, or the link may be out of date.",
    seoDescription: 'The page you were looking for could not be found.',
    bodyMarkdown: `## Try one of these instead

- [Home](/)
- [Commercial services](/commercial-services)
- [Residential services](/residential-services)
- [Our locations](/locations)
- [Seasonal protection plans](/seasonal-protection-plans)
- [Learn](/learn)

If you followed a link from another site or typed the address by hand, check the spelling. Looking for an estimate? [Request one here](/contact), or call us.`,
  },
]
