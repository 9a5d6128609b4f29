import type { CompanyContent } from './types'

export const company: CompanyContent = {
  name: 'Clearview Exterior Cleaning',
  shortName: 'Clearview',
  phone: '(509) 555-0100',
  email: 'hello@clearview-exterior.example',
  address: {
    street: '8524 W Gage Blvd, Suite 210',
    city: 'Kennewick',
    region: 'WA',
    postalCode: '99336',
  },
  socials: {
    facebook: 'https://www.facebook.com/clearviewexterior',
    twitter: 'https://twitter.com/clearviewexterior',
    instagram: 'https://www.instagram.com/clearviewexterior',
    linkedin: 'https://www.linkedin.com/company/clearviewexterior',
  },
  tagline: 'Clean glass, bright surfaces, and buildings that look cared for, in every season.',
}

/** Site settings beyond the fields' defaults. The payment page is fictional, like the phones. */
export const siteSettings = {
  paymentPortalUrl: 'https://pay.clearview-exterior.example/invoices',
  trustBand: {
    show: true,
    items: [
      { icon: 'shield' as const, title: 'Insured', detail: 'Liability and workers’ comp, certificates on request' },
      { icon: 'calendar' as const, title: 'Since 2011', detail: 'Started with one ladder in Kennewick' },
      { icon: 'guarantee' as const, title: '72-hour re-clean promise', detail: 'Not right? We come back at no charge' },
      { icon: 'crew' as const, title: 'Our own local crews', detail: 'Trained employees, not day labor' },
    ],
  },
}
