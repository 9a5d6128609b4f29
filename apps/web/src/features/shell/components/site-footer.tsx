import { hoursText } from '@ecs/shared/hours'
import type { CompanyInfo, Location } from '@ecs/shared/cms'
import {
  FOOTER_EXTRA_LINKS,
  FOOTER_QUICK_LINKS,
  FOOTER_SERVICES,
  localizeNav,
  localizeNavText,
} from '@ecs/shared/navigation'
import { paths } from '@ecs/shared/routes'
import { SiteLink } from '../../../components/site-link'
import { directionsHref } from '../../../lib/directions'
import { PhoneLink } from '../../../components/phone-link'
import { useLocale } from '../../../lib/locale'
import { useMessages } from '../../../lib/messages'

const SOCIAL_LABELS: Record<string, string> = {
  facebook: 'Facebook',
  twitter: 'X (Twitter)',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
}

const linkClass =
  'rounded text-slate-300 hover:text-white hover:underline focus-visible:outline-2 focus-visible:outline-white'

/**
 * Extra links, then the office / Quick Links / Services / Follow Us, then the copyright with this year.
 * The office is the page's location's (its address, phone, hours and directions), else the head office.
 * A focused page keeps the office and the copyright with the privacy policy, and no other links.
 */
export function SiteFooter({
  company,
  location,
  focused = false,
  roomForActionBar = false,
}: {
  company: CompanyInfo
  location: Location | undefined
  focused?: boolean
  /** Room below the last links on phones, where the action bar sits when it shows. */
  roomForActionBar?: boolean
}) {
  const office = location ?? company
  const locale = useLocale()
  const words = useMessages().footer
  const socials = Object.entries(company.socials ?? {}).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].length > 0,
  )
  return (
    <footer className={`mt-16 bg-slate-900 text-sm text-slate-300 ${roomForActionBar ? 'pb-16 md:pb-0' : ''}`}>
      {!focused && (
        <nav aria-label={words.highlights} className="border-b border-slate-700">
          <ul className="mx-auto flex max-w-7xl flex-wrap gap-x-8 gap-y-3 px-4 py-6">
            {localizeNav(FOOTER_EXTRA_LINKS, locale).map((link) => (
              <li key={link.href} className="flex flex-wrap items-center gap-x-3">
                <SiteLink to={link.href} className={`${linkClass} font-semibold text-white`}>
                  {link.label}
                </SiteLink>
                {link.children?.map((child) => (
                  <SiteLink key={child.href} to={child.href} className={linkClass}>
                    {child.label}
                  </SiteLink>
                ))}
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div data-testid="footer-office">
          <h2 className="text-base font-semibold text-white">{office.name}</h2>
          <p className="mt-1 text-xs font-semibold uppercase tracking-wider text-brand-100">
            {location ? words.yourOffice(location.label) : words.headOffice}
          </p>
          <address className="mt-3 not-italic leading-relaxed">
            {office.address.street}
            <br />
            {office.address.city}, {office.address.region} {office.address.postalCode}
          </address>
          <p className="mt-3">
            <PhoneLink phone={office.phone} className={linkClass} data-testid="footer-phone" />
          </p>
          {location && <p className="mt-1 text-slate-400">{hoursText(location.hours, locale)}</p>}
          <p className="mt-1">
            <a href={`mailto:${office.email}`} className={linkClass}>
              {office.email}
            </a>
          </p>
          <p className="mt-3">
            <a
              href={directionsHref(office.address)}
              className={`${linkClass} font-semibold text-white`}
              rel="noopener noreferrer"
              target="_blank"
            >
              {words.getDirections}
              <span className="sr-only">{words.directionsTo(office.name)}</span>
            </a>
          </p>
        </div>
        {!focused && (
          <>
            <nav aria-labelledby="footer-quick-links">
              <h2 id="footer-quick-links" className="text-base font-semibold text-white">
                {words.quickLinks}
              </h2>
              <ul className="mt-3 space-y-2">
                {localizeNav(FOOTER_QUICK_LINKS, locale).map((link) => (
                  <li key={link.href}>
                    <SiteLink to={link.href} className={linkClass}>
                      {link.label}
                    </SiteLink>
                  </li>
                ))}
              </ul>
            </nav>
            <div>
              <h2 className="text-base font-semibold text-white">{words.services}</h2>
              <ul className="mt-3 space-y-2">
                {localizeNavText(FOOTER_SERVICES, locale).map((service) => (
                  <li key={service.label}>{service.label}</li>
                ))}
              </ul>
            </div>
            <div>
              <h2 className="text-base font-semibold text-white">{words.followUs}</h2>
              <ul className="mt-3 space-y-2">
                {socials.map(([network, url]) => (
                  <li key={network}>
                    <a href={url} className={linkClass} rel="noopener noreferrer" target="_blank">
                      {SOCIAL_LABELS[network] ?? network}
                      <span className="sr-only">{words.opensInNewTab}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          </>
        )}
      </div>
      <p className="border-t border-slate-700 px-4 py-6 text-center text-slate-400" data-testid="copyright">
        © {new Date().getFullYear()} {company.name}. {words.allRightsReserved}
        {focused && (
          <>
            {' '}
            <SiteLink to={paths.privacyPolicy()} className={`${linkClass} underline`}>
              {words.privacyPolicy}
            </SiteLink>
          </>
        )}
      </p>
    </footer>
  )
}
