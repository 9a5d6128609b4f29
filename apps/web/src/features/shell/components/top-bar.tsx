import { findLocationLink, localizeNav } from '@ecs/shared/navigation'
import type { LocationSlug } from '@ecs/shared/catalog'
import { SiteLink } from '../../../components/site-link'
import { PhoneLink } from '../../../components/phone-link'
import { useLocale } from '../../../lib/locale'
import { useMessages } from '../../../lib/messages'
import { LanguageSwitch } from './language-switch'

/**
 * 'Call Today' with the detected location's phone (else the company's), and Find/Change Location
 * (not on a focused page, which keeps visitors on its offer).
 */
export function TopBar({
  phone,
  location,
  focused = false,
}: {
  phone: string
  location: LocationSlug | undefined
  focused?: boolean
}) {
  const [locationLink] = localizeNav([findLocationLink(location)], useLocale())
  const words = useMessages().shell
  const linkClass =
    'rounded font-medium underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white'
  return (
    <div className="bg-brand-900 text-sm text-white">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-2">
        <PhoneLink
          phone={phone}
          className="inline-flex items-center gap-2 rounded font-medium hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          data-testid="call-today"
        >
          {(shown) => (
            <>
              <PhoneIcon />
              <span>
                {words.callToday} <span className="font-semibold">{shown}</span>
              </span>
            </>
          )}
        </PhoneLink>
        <span className="flex items-center gap-4">
          {!focused && locationLink && (
            <SiteLink to={locationLink.href} className={linkClass}>
              {locationLink.label}
            </SiteLink>
          )}
          <LanguageSwitch className={linkClass} />
        </span>
      </div>
    </div>
  )
}

function PhoneIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4 fill-current">
      <path d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z" />
    </svg>
  )
}
