import { paths } from '../routes'
import { type NavLink, type NavText } from './nav-link'

/** The footer's extra links. */
export const FOOTER_EXTRA_LINKS: readonly NavLink[] = [
  {
    label: 'Careers',
    href: paths.careers(),
    children: [
      { label: 'Open Roles', href: paths.careerRoles() },
      { label: 'Apply Now', href: paths.careerApply() },
    ],
  },
  { label: 'Learn', href: paths.learn() },
  { label: 'Pricing & Protection Plans', href: paths.plans() },
]

/** The Quick Links column: the pages visitors look for. */
export const FOOTER_QUICK_LINKS: readonly NavLink[] = [
  { label: 'Home', href: paths.home() },
  { label: 'About Us', href: paths.aboutUs() },
  { label: 'Locations', href: paths.locations() },
  { label: 'Free Estimate', href: paths.estimate() },
  { label: 'Leave a Review', href: paths.leaveReview() },
  { label: 'Company Tenets', href: paths.companyTenets() },
  { label: 'Privacy Policy', href: paths.privacyPolicy() },
  { label: 'Terms of Service', href: paths.termsOfService() },
  { label: 'Card Data Policy', href: paths.cardDataPolicy() },
]

/** The Services column is a plain list: what the company does, not links. */
export const FOOTER_SERVICES: readonly NavText[] = [
  { label: 'Window Cleaning' },
  { label: 'Pressure Washing' },
  { label: 'Soft Wash' },
  { label: 'Graffiti Removal' },
  { label: 'Parking Garage Washing' },
  { label: 'Holiday Lights' },
]
