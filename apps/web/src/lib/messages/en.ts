import {
  HOME_SIZE_FACTS,
  HOME_SIZES,
  type BillingCadence,
  type HomeSize,
  type PlanFrequency,
  type ServiceType,
} from '@ecs/shared/catalog'
import type { JobPosting } from '@ecs/shared/cms'
import {
  AVAILABILITY_LABELS,
  type AVAILABILITY_OPTIONS,
  BUILDING_TYPE_LABELS,
  PROPERTY_SURFACE_LABELS,
  type BuildingType,
  type PropertySurface,
} from '@ecs/shared/schemas'

/**
 * The site's own words in English: the source every other language's catalogue is checked against
 * (messages.ts). Content (page copy, services, locations) comes from the CMS in the page's language;
 * these are the words of the site's frame, forms and messages. Words with a value in them are
 * functions, so each language orders the sentence its own way.
 */
export const en = {
  shell: {
    home: 'Home',
    skipToContent: 'Skip to content',
    callToday: 'Call Today',
    exteriorCleaning: 'Exterior Cleaning',
    freeEstimate: 'Free Estimate',
    mainNavigation: 'Main',
    mobileNavigation: 'Mobile',
    menu: 'Menu',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    serviceArea: 'Service area',
    breadcrumb: 'Breadcrumb',
    loadingPage: 'Loading page…',
    notification: 'Notification',
    dismissNotification: 'Dismiss notification',
    quickActions: 'Quick actions',
    call: 'Call',
    text: 'Text',
  },
  page: {
    /** A page's title in the browser and search results: "Free Estimate in DMV Area | Clearview Exterior Cleaning". */
    title: (title: string, location: string | null, company: string) =>
      `${title}${location ? ` in ${location}` : ''} | ${company}`,
  },
  callToAction: {
    freeEstimate: 'Get a Free Estimate',
    call: (phone: string) => `Call ${phone}`,
    readyTitle: 'Ready for a cleaner property?',
    readyText: 'Tell us about your property and we will send a free, written estimate.',
  },
  cards: {
    learnMore: 'Learn more →',
    ourReply: 'Our reply',
    stars: (rating: number) => `${rating} out of 5 stars`,
  },
  trust: {
    label: 'Why customers choose us',
    outOf5From: 'out of 5 from',
    locationReviews: (count: number, location: string) => `${count} ${location} ${count === 1 ? 'review' : 'reviews'}`,
    customerReviews: (count: number) => `${count} customer ${count === 1 ? 'review' : 'reviews'}`,
  },
  service: {
    lines: { commercial: 'Commercial Services', residential: 'Residential Services' } satisfies Record<
      ServiceType,
      string
    >,
    moreOfLine: { commercial: 'More commercial services', residential: 'More residential services' } satisfies Record<
      ServiceType,
      string
    >,
    inLocation: (service: string, location: string) => `${service} in ${location}`,
    crewsServe: (location: string, areas: string) => `Our ${location} crews serve ${areas} and the towns around them.`,
    whatItCosts: 'What it costs',
    from: 'From',
    walkThrough:
      'Every property is different, so we price it after a free walk-through: we look at the site with you and send a written quote, with no obligation.',
    requestWalkThrough: 'Request a free walk-through',
    pricedAfterWalkThrough: 'Priced after a free walk-through of your site.',
    priceDependsOn: 'What the price depends on',
    faq: 'Frequently asked questions',
    office: (location: string) => `${location} office`,
    whereOffered: 'Where we offer this service',
    yourTeam: (location: string) => `Your ${location} team`,
    offeredIn: 'Offered in',
    need: (service: string) => `Need ${service.toLowerCase()}?`,
  },
  article: {
    /** The articles' section, as the navigation names it. */
    learn: 'Learn',
    guides: 'Guides and articles',
    keepReading: 'Keep reading',
    ctaTitle: 'Rather have us handle it?',
    ctaText: 'Our crews do this every day. Get a free, written estimate.',
  },
  serviceLine: {
    fromLocalCrews: (line: string, location: string, phone: string) =>
      `${line} from local crews in ${location}, ${phone}.`,
    whatWeDoIn: (location: string) => `What we do in ${location}`,
    ourServices: 'Our services',
    industries: 'Industries we serve →',
    chooseLocation: 'Choose your location',
    estimateText: 'Tell us about your property and we will send a written estimate.',
  },
  location: {
    seoTitle: (name: string) => `${name} | Window Cleaning & Pressure Washing`,
    whatToClean: 'What would you like cleaned?',
    audiences: {
      residential: { title: 'For my home', text: 'Windows, siding, roofs, gutters and driveways.' },
      commercial: { title: 'For my business', text: 'Storefronts, offices, garages and whole properties.' },
    } satisfies Record<ServiceType, { title: string; text: string }>,
    walkThroughQuote: 'Free walk-through and written quote',
    fromPrice: (price: string) => `From ${price}`,
    servicesCount: (count: number) => `${count} services →`,
    lineIn: (line: string, location: string) => `${line} in ${location}`,
    allOfLineIn: (line: string, location: string) => `All ${line.toLowerCase()} in ${location} →`,
    reviewsFrom: (location: string) => `Reviews from ${location}`,
    rated: (average: string, count: number) => `Rated ${average} out of 5 by ${count} customers.`,
    readAllReviews: 'Read all reviews →',
    plansAndResources: 'Plans and resources',
    plans: 'Seasonal protection plans',
    aboutTeam: (location: string) => `About our ${location} team`,
    estimateIn: (location: string) => `Get a free estimate in ${location}`,
    callOrSend: (phone: string, hours: string) => `Call ${phone} (${hours}) or send us the details online.`,
    about: 'About',
    aboutTitle: (location: string, company: string) => `About Clearview in ${location} | ${company}`,
    officeDetails: 'Office details',
    workWithCrew: (location: string) => `Work with our ${location} crew`,
    crewPromise: 'Free written estimates, insured crews and results we stand behind.',
  },
  serviceArea: {
    areasWeServe: 'Areas we serve',
    within: (miles: number, city: string, region: string) => `Within ${miles} miles of ${city}, ${region}.`,
    availableIn: (location: string) => `Available in ${location}`,
  },
  footer: {
    highlights: 'Footer highlights',
    yourOffice: (location: string) => `Your ${location} office`,
    headOffice: 'Head office',
    getDirections: 'Get directions',
    directionsTo: (office: string) => ` to ${office} (opens Google Maps in a new tab)`,
    quickLinks: 'Quick Links',
    services: 'Services',
    followUs: 'Follow Us',
    opensInNewTab: ' (opens in a new tab)',
    allRightsReserved: 'All rights reserved.',
    privacyPolicy: 'Privacy policy',
  },
  form: {
    gettingReady: 'Getting ready…',
    stillSending: 'Still sending… your answers are kept, and we are trying again.',
    name: 'Your name',
    email: 'Email',
    phone: 'Phone',
    contactMethods: { phone: 'Phone', email: 'Email', text: 'Text' },
    contactTimes: { morning: 'Morning', afternoon: 'Afternoon', evening: 'Evening', any: 'Any time' },
    bestWay: 'Best way to reach you',
    bestTime: 'Best time',
    yourDetails: 'Your details',
    sending: 'Sending…',
    signUp: 'Sign up',
    signingUp: 'Signing up…',
    /** The hidden field only bots fill in. */
    honeypot: 'Company website',
    /** A select's first option, before anything is chosen. */
    choose: 'Choose…',
    /** After the label of a field that may be left empty. */
    optional: 'optional',
    accept: 'I accept the',
    unreachable: 'We could not reach our server. Check your connection and try again; your answers are kept.',
    checkFields: 'Please check the highlighted fields.',
    notSent: 'We could not send your request just now. Please try again in a few minutes, or call us.',
  },
  residentSignup: {
    heading: 'Sign up as a resident',
    /** The program page's first-screen link down to its form. */
    signUpNow: 'Sign up now',
    unit: 'Unit number',
    service: 'Service',
    services: 'Services',
    servicesHint: 'Choose one or more; each at its resident price.',
    /** The chosen services' sums, one per cadence: "$89.00 one visit + $129.00 quarterly". */
    total: 'Total',
    confirmed: 'You are signed up',
    programLine: 'Program line',
    terms: 'program terms',
    prices: 'Resident prices',
    price: 'Price',
    billed: 'Billed',
    schedule: 'Schedule',
    contact: 'Program contact',
    termsHeading: 'Program terms',
    cadences: {
      once: 'one visit',
      monthly: 'monthly',
      'bi-monthly': 'every two months',
      quarterly: 'quarterly',
      'twice-yearly': 'twice a year',
    } satisfies Record<BillingCadence, string>,
  },
  plans: {
    /** How often a plan's visits come, inside a sentence: "quarterly visits". */
    frequencies: {
      quarterly: 'quarterly',
      'bi-monthly': 'every two months',
      monthly: 'monthly',
    } satisfies Record<PlanFrequency, string>,
    /** Beside a plan's price: "$189.00 per quarterly visit". */
    perVisit: {
      quarterly: 'per quarterly visit',
      'bi-monthly': 'per visit, every two months',
      monthly: 'per monthly visit',
    } satisfies Record<PlanFrequency, string>,
    inLocation: (title: string, location: string) => `${title} in ${location}`,
    chooseSize: 'Choose your home size',
    sizeNames: { small: 'Small home', medium: 'Medium home', large: 'Large home' } satisfies Record<HomeSize, string>,
    sizeAreas: {
      small: 'under 1,500 sq ft',
      medium: '1,500 to 3,000 sq ft',
      large: 'over 3,000 sq ft',
    } satisfies Record<HomeSize, string>,
    mostPopular: 'Most popular',
    perYear: (price: string) => `${price} a year`,
    visitsAYear: (visits: number) => `(${visits} visits)`,
    offAdditional: (percent: number) => `${percent}% off additional services`,
    fallGutters: 'Fall gutter cleaning',
    inspections: 'Spring and fall walk-around inspections',
    priority: 'Priority scheduling',
    deepClean: 'Annual deep cleaning included',
    choose: (plan: string) => `Choose ${plan}`,
    enhancedOffer: (location: string | null) =>
      `${location ? `${location} homes` : 'Homes in some areas'} can also choose an enhanced plan, with a fall gutter cleaning and spring and fall walk-around inspections.`,
    seeEnhanced: 'See the enhanced plans',
    signupCrumb: 'Plan signup',
    signupSeoTitle: 'Sign Up for a Seasonal Protection Plan',
    signupDescription:
      'Choose a seasonal protection plan and home size, see your price per visit and sign up in two minutes.',
    signupTitle: 'Sign up for a protection plan',
    signupIntro: 'Regular cleanings at a set price, plus a discount on every other service.',
    questions: 'Questions about a plan?',
    questionsText: 'Call us or ask for a free estimate and we will recommend the right plan for your home.',
    /** A landing page's plan table. */
    tableHeading: 'Seasonal protection plans',
    tableCaption: 'Price per visit by home size',
    plan: 'Plan',
  },
  careers: {
    careers: 'Careers',
    openRoles: 'Open Roles',
    apply: 'Apply',
    joinCrew: 'Join the crew',
    openCount: (count: number) =>
      `We have ${count} open ${count === 1 ? 'role' : 'roles'} right now across our locations.`,
    seeOpenRoles: 'See open roles',
    applyNow: 'Apply now',
    rolesSeoTitle: (company: string) => `Open Roles | ${company}`,
    rolesDescription: (count: number, company: string) =>
      `${count} open roles at ${company}: crew, leads and office positions with training and real pay.`,
    rolesTitle: 'Open roles',
    rolesIntro: 'Good pay, real training and work you can see at the end of the day.',
    noRoles: 'There are no open roles right now. Check back soon.',
    applyFor: (role: string) => `Apply for ${role}`,
    fullDescription: 'Full description',
    /** Read after "Full description" by screen readers only. */
    ofRole: (role: string) => ` of ${role}`,
    roleSeoTitle: (role: string, company: string) => `${role} | Careers | ${company}`,
    applyForThis: 'Apply for this role',
    aboutRole: 'About this role',
    pay: 'Pay',
    type: 'Type',
    where: 'Where',
    employment: {
      'full-time': 'Full-time',
      'part-time': 'Part-time',
      seasonal: 'Seasonal',
    } satisfies Record<JobPosting['employmentType'], string>,
    /** A role's pay: "$19–$26 an hour". */
    payPer: {
      hour: (range: string) => `${range} an hour`,
      year: (range: string) => `${range} a year`,
    } satisfies Record<JobPosting['payUnit'], (range: string) => string>,
    applySeoTitle: 'Apply to Join Our Crew',
    applyDescription:
      'Apply for an open role at Clearview Exterior Cleaning: a short form, and your resume where the role asks for one.',
    applyTitle: 'Apply to join our crew',
    applyIntro: 'A short form, and your resume where the role asks for one. We reply to every application.',
    role: 'Role',
    preferredLocation: 'Preferred location',
    experienceYears: 'Years of experience',
    availability: 'Availability',
    // The form's own English labels, also the desk's words for what was sent.
    availabilities: AVAILABILITY_LABELS satisfies Record<(typeof AVAILABILITY_OPTIONS)[number], string>,
    resume: 'Resume (PDF or Word, up to 5 MB)',
    resumeOptional: ' (optional for this job)',
    resumeHint: 'Staff only ever see it; it is never public.',
    attachResume: 'Please attach your resume.',
    message: 'Anything you would like us to know?',
    send: 'Send my application',
    received: 'Application received',
    yourReference: 'Thank you. Your reference is',
  },
  review: {
    crumb: 'Leave a review',
    seoTitle: 'Leave a Review',
    description: 'Tell us and other customers how your Clearview cleaning went.',
    title: 'How did we do?',
    intro: 'Your review helps neighbors choose, and helps our crews get better.',
    thanks: 'Thank you for your review',
    thanksText: "Our team reads every review. Once approved, it appears on the location's reviews page.",
    send: 'Send my review',
    rating: 'Your rating',
    stars: (stars: number) => `${stars} star${stars === 1 ? '' : 's'}`,
    text: 'Your review',
    textHint: 'At least 20 characters: what we did and how it went.',
    name: 'Your name',
    nameHint: 'Shown with your review, e.g. Ada L.',
    location: 'Location',
    service: 'Service (optional)',
    reference: "Your job's reference",
    referenceHint: 'From our email: it links your review to your job.',
  },
  locationReviews: {
    crumb: 'Reviews',
    seoTitle: (location: string, company: string) => `Customer Reviews in ${location} | ${company}`,
    description: (location: string) =>
      `What customers in ${location} say about Clearview's window cleaning and pressure washing.`,
    title: (location: string) => `Customer reviews in ${location}`,
    rating: (average: string, count: number) => `${average} out of 5 · ${count} reviews`,
    none: (location: string) => `No reviews for ${location} yet.`,
    leave: 'Leave a review',
    ctaText: 'Join the customers above: free, written estimates from a local crew.',
    sortBy: 'Sort by',
    orders: { best: 'Best and most recent', newest: 'Newest', lowest: 'Lowest rated' },
  },
  industries: {
    whoWeWorkWith: 'Who we work with',
  },
  payment: {
    payOnline: 'Pay online',
    payByPhone: (phone: string) => `Pay by phone: ${phone}`,
    byCard: 'Pay online by card',
    cancelled: 'Your payment was canceled and nothing was charged. You can try again below, or pay by phone.',
    onStripe: "You will type your card on Stripe's secure payment page; your card number never reaches our servers.",
    whatPaying: 'What are you paying?',
    payFor: {
      invoice: { label: 'An invoice', description: 'The number at the top of your invoice.' },
      signup: {
        label: 'A plan or resident program',
        description: 'The reference from your signup confirmation (PLN-… or RES-…).',
      },
    },
    invoiceNumber: 'Invoice number',
    signupReference: 'Signup reference',
    invoiceHint: 'For example INV-2041.',
    referenceHint: 'For example RES-1A2B3C4D.',
    amount: 'Amount (USD)',
    amountHint: 'As shown on your invoice or signup, like 189.00.',
    notOpened: 'The payment page did not open. Please try again, or pay by phone.',
    /** What the server refused, at the field it names. */
    refused: {
      payFor: 'Please choose what you are paying.',
      number: 'Please check the invoice number.',
      reference:
        'We could not find a signup with that reference. Please check it against your confirmation email, or call us.',
      amount: 'Please check the amount.',
    },
    checkFields: 'Please check what you typed.',
    /** Problems without a field, by their kind. */
    problems: {
      'not-found': 'Card payments online are not available right now. Please pay by phone.',
      'rate-limited': 'Too many tries in a short time. Please wait a few minutes, or pay by phone.',
      unreachable: 'We could not reach our server. Check your connection and try again.',
    },
    opening: 'Opening the secure payment page…',
    continue: 'Continue to secure payment',
  },
  landing: {
    getEstimate: 'Get my free estimate',
    whatWeClean: 'What we clean',
    whatCustomersSay: 'What customers say',
  },
  planSignup: {
    yourPlan: 'Your plan',
    planFacts: (frequency: string, discountPercent: number) =>
      `${frequency} visits · ${discountPercent}% off other services`,
    standardOrEnhanced: 'Standard or enhanced',
    standard: 'Standard plan',
    standardDescription: 'The visits and discount of your plan',
    enhanced: 'Enhanced plan',
    enhancedDescription: 'Adds a fall gutter cleaning and spring and fall walk-around inspections',
    enhancedName: (plan: string) => `${plan} Enhanced`,
    homeSize: 'Size of your home',
    /** "Small home (under 1,500 sq ft)": plans are for homes. */
    sizes: Object.fromEntries(
      HOME_SIZES.map((size) => [size, `${HOME_SIZE_FACTS[size].name} home (${HOME_SIZE_FACTS[size].area})`]),
    ) as Record<HomeSize, string>,
    perVisit: (price: string) => `${price} per visit`,
    chosen: (price: string, frequency: string, discountPercent: number) =>
      `${price} per visit, ${frequency}; ${discountPercent}% off any other service while you are a member.`,
    homeAddress: 'Home address',
    terms: 'plan terms',
  },
  estimatePage: {
    crumb: 'Free estimate',
    seoTitle: 'Free Estimate',
    title: (serviceType: ServiceType | undefined, location: string | null) => {
      const where = location ? ` in ${location}` : ''
      return serviceType === 'commercial'
        ? `Free commercial cleaning estimate${where}`
        : serviceType === 'residential'
          ? `Free home cleaning estimate${where}`
          : `Get a free estimate${where}`
    },
    description: (location: string | null) =>
      `Tell us about your property and get a free, written exterior cleaning estimate${location ? ` in ${location}` : ''}. About two minutes.`,
    intro: 'A few short questions, about two minutes. We answer within one business day.',
    preferToTalk: 'Prefer to talk?',
    callUs: (office: string | null) =>
      `Call ${office ? `our ${office} office` : 'us'} and we will take your details over the phone.`,
    noObligation: 'Estimates are free, with no obligation. We never share your details.',
  },
  estimate: {
    stepOf: (step: string, total: string) => `Step ${step} of ${total}`,
    back: 'Back',
    next: 'Continue',
    send: 'Send my request',
    sending: 'Sending…',
    steps: {
      area: 'Where is the property?',
      type: 'Is this for a home or a business?',
      services: 'Which services do you need?',
      property: 'Tell us about the property',
      address: 'The property address',
      contact: 'How can we reach you?',
    },
    zip: 'ZIP code of the property',
    zipHint: 'We use it to find the team nearest to you.',
    zipInvalid: 'Please enter a 5-digit ZIP code, like 20001 (or ZIP+4, like 20001-1234).',
    noSuchZip: (zip: string) => `We could not find ZIP code ${zip}. Please check it.`,
    outsideArea: (place: string | null) =>
      `${place ?? 'That ZIP code'} is outside our service areas for now. Send your request anyway and we will tell you if a crew can reach you.`,
    zipLookupFailed:
      'We could not look up that ZIP code just now. You can continue; we will find your area from your address.',
    areaFound: (team: string, city: string, state: string) => `Good news: our ${team} team serves ${city}, ${state}.`,
    typeLegend: 'Type of property',
    types: {
      residential: { label: 'My home', description: 'Windows, siding, decks, holiday lights' },
      commercial: { label: 'A business or building', description: 'Storefronts, offices, garages, HOAs' },
    } satisfies Record<ServiceType, { label: string; description: string }>,
    servicesLegend: 'Choose one or more',
    chooseTypeFirst: 'Go back and choose home or business first.',
    size: 'Size',
    sizes: {
      small: 'Small (under 1,500 sq ft)',
      medium: 'Medium (1,500 to 3,000 sq ft)',
      large: 'Large (over 3,000 sq ft)',
    } satisfies Record<HomeSize, string>,
    stories: 'Stories',
    storiesChoice: (stories: number) => (stories >= 4 ? '4 or more' : String(stories)),
    storiesPhrase: (stories: number) =>
      stories >= 4 ? '4 or more stories' : stories === 1 ? '1 story' : `${stories} stories`,
    surfacesLegend: 'Surfaces to clean (optional)',
    // The form's own English labels, also the desk's and the emails' words for what was sent.
    surfaces: PROPERTY_SURFACE_LABELS satisfies Record<PropertySurface, string>,
    businessType: 'Type of business',
    buildingType: 'Type of building',
    // The form's own English labels, also the desk's words for what was sent.
    buildingTypes: BUILDING_TYPE_LABELS satisfies Record<BuildingType, string>,
    floors: 'Floors',
    squareFeet: 'Square feet (about)',
    levels: 'Parking levels',
    stalls: 'Parking stalls (about)',
    frontageFeet: 'Street frontage in feet',
    company: 'Company or association',
    jobTitle: 'Your job title',
    sites: 'Number of sites',
    sitesHint: 'How many properties you would like us to look at.',
    unfinishedNote:
      'If you leave before sending, we keep your name and how to reach you, and our team may call you about your estimate.',
    measures: {
      building: (floors: string, squareFeet: string) => `${floors} floors, ${squareFeet} sq ft`,
      garage: (levels: string, stalls: string) => `${levels} levels, ${stalls} stalls`,
      frontage: (feet: string) => `${feet} ft of frontage`,
      sites: (sites: string) => `${sites} sites`,
    },
    street: 'Street address',
    unit: 'Apt or suite',
    city: 'City',
    state: 'State',
    zipShort: 'ZIP',
    message: 'Anything else we should know?',
    reachHint: 'A phone or an email is enough: we call you, and an email gets your confirmation.',
    summaryHeading: 'Your request',
    summary: {
      propertyType: 'Property type',
      home: 'Home',
      business: 'Business',
      services: 'Services',
      property: 'Property',
      address: 'Address',
    },
    edit: 'Edit',
    noArea: 'We could not match your ZIP to one of our areas; we will tell you if a crew can reach you.',
    price: {
      heading: 'Estimated price',
      range: (low: string, high: string) => (low === high ? low : `${low}-${high}`),
      /** "$189-$249 for window cleaning and soft wash of a 2-story home of 1,500 to 3,000 sq ft, exterior only". */
      sentence: (range: string, services: string | null, home: string, scope: string | null) =>
        `${range} for ${services ? `${services} of a` : 'a'} ${home}${scope ? `, ${scope}` : ''}`,
      home: (stories: number, size: HomeSize) =>
        `${stories >= 4 ? '4+ story' : `${stories}-story`} home ${size === 'medium' ? 'of 1,500 to 3,000 sq ft' : size === 'small' ? 'under 1,500 sq ft' : 'over 3,000 sq ft'}`,
      note: 'An estimate from our usual prices: we confirm the exact price after we see the property.',
      afterVisit: (services: string, count: number) =>
        `${services} ${count === 1 ? 'is' : 'are'} priced after a visit.`,
      and: 'and',
    },
  },
  home: {
    commercial: 'Commercial services',
    commercialIntro: 'Recurring and one-time exterior cleaning for offices, retail, healthcare, schools and garages.',
    allCommercial: 'All commercial services →',
    residential: 'Residential services',
    residentialIntro: 'Clean windows, bright siding and spotless concrete for your home.',
    allResidential: 'All residential services →',
    reviews: 'What our customers say',
    findTeam: 'Find your local team',
    estimateTitle: 'Get your free estimate',
    estimateText: 'Tell us about your property and we will send a written estimate, usually within one business day.',
  },
  thankYou: {
    reference: 'Your reference:',
    sooner: 'Need us sooner? Call',
    emailed: 'We emailed you a confirmation with your reference.',
    noEmail: 'Your confirmation comes with our call: there is no email to send it to.',
  },
  requestPhotos: {
    inWizard: 'Add photos (optional)',
    inWizardIntro: (max: number) =>
      `Up to ${max} photos (JPEG, PNG or HEIC from a phone): they are sent with your request.`,
    heading: 'Add photos of your property',
    intro: (max: number, until: string) =>
      `Photos help us quote more precisely: up to ${max} (JPEG, PNG or HEIC from a phone), until ${until}.`,
    choose: 'Choose photos',
    noPreview: 'No preview',
    remove: (name: string) => `Remove ${name}`,
    send: 'Send photos',
    sending: 'Sending photos…',
    sent: (count: number) => (count === 1 ? 'Your photo was sent. Thank you!' : `${count} photos sent. Thank you!`),
    tooMany: (max: number) => `You can send up to ${max} photos with a request.`,
    tooLarge: (name: string) => `"${name}" is too large: please choose a photo under 5 MB.`,
    failed: (name: string) => `"${name}" could not be sent. Please try again.`,
  },
  windowPicker: {
    chooseOne: 'Please choose a time.',
    showMore: 'Show more days',
    notReached: 'Your booking did not reach us. Please try again.',
  },
  visitFacts: {
    when: 'When',
    where: 'Where',
    reference: 'Reference',
  },
  estimateVisit: {
    heading: 'Book your free estimate visit',
    intro: (minutes: number) =>
      `Choose when we come to see the property (the visit takes about ${minutes} minutes), or wait for our call to book it together.`,
    loading: 'Looking for free times…',
    notLoaded: 'The free times did not load. We will call you to book your visit, or reload the page to try again.',
    book: 'Book this time',
    noTimes: 'No time is free online in the next weeks. We will call you to book your visit.',
    closed: 'Your visit can no longer be booked online. We will call you to book it.',
    booked: 'Your estimate visit is booked',
    emailed: 'We emailed you the booking with a calendar invitation.',
    change: 'Change or cancel it',
    /** What the server refused, by what it named. */
    refused: {
      justTaken: (times: string) => `That time was just taken. The next free times: ${times}.`,
      noneLeft: 'That time was just taken, and no other time is free online. We will call you to book your visit.',
      notOffered: 'Please choose one of the times shown.',
      tooMany: 'Too many tries in a short time. Please wait a few minutes, or call us.',
    },
  },
  notFound: {
    title: (company: string) => `Page not found | ${company}`,
    description: 'We could not find that page.',
    heading: "We couldn't find that page",
    home: 'Go to the home page',
    call: (phone: string) => `Call ${phone}`,
  },
}

export type Messages = typeof en
