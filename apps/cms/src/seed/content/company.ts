import type { CompanyContent } from './types'

export const company: CompanyContent = {
  name: 'Clearview Exterior Cleaning',
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
}
