import type { HomeSize, ServiceType } from '@ecs/shared/catalog'
import { PROPERTY_SURFACE_LABELS, type PropertySurface } from '@ecs/shared/schemas'

/**
 * The site's own words in English: the source every other language's catalogue is checked against
 * (messages.ts). Content (page copy, services, locations) comes from the CMS in the page's language;
 * these are the words of the site's frame, forms and messages. Words with a value in them are
 * functions, so each language orders the sentence its own way.
 */
export const en = {
  language: {
    /** The language's own name, and the switch's words for going to it, both in the language itself. */
    name: 'English',
    viewThisPage: 'View this page in English',
  },
  shell: {
    home: 'Home',
    skipToContent: 'Skip to content',
    callToday: 'Call Today',
    exteriorCleaning: 'Exterior Cleaning',
    freeEstimate: 'Free Estimate',
    mainNavigation: 'Main',
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
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    phone: 'Phone',
    contactMethods: { phone: 'Phone', email: 'Email', text: 'Text' },
    contactTimes: { morning: 'Morning', afternoon: 'Afternoon', evening: 'Evening', any: 'Any time' },
    bestWay: 'Best way to reach you',
    bestTime: 'Best time',
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
      review: 'Review and send',
    },
    zip: 'ZIP code of the property',
    zipHint: 'We use it to find the team nearest to you.',
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
    street: 'Street address',
    unit: 'Apt or suite',
    city: 'City',
    state: 'State',
    zipShort: 'ZIP',
    message: 'Anything else we should know?',
    summary: {
      propertyType: 'Property type',
      home: 'Home',
      business: 'Business',
      services: 'Services',
      property: 'Property',
      address: 'Address',
      contact: 'Contact',
      by: (method: string, time: string) => `by ${method}, ${time}`,
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
