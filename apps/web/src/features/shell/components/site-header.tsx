import { estimateTarget, logoHref } from '@ecs/shared/navigation'
import type { LocationSlug } from '@ecs/shared/catalog'
import type { ReactNode } from 'react'
import { SiteLink } from '../../../components/site-link'
import { LogoMark } from './logo'
import { brandButton } from '../../../components/button-styles'
import { useMessages } from '../../../lib/messages'

/**
 * The main bar: logo (to the location home or /), the location label, the navigation and 'Free
 * Estimate' (hidden on estimate pages). The navigation arrives as slots so the shell does not
 * depend on the navigation feature.
 */
export function SiteHeader({
  pathname,
  companyName,
  location,
  locationLabel,
  navigation,
  mobileMenu,
  focused = false,
}: {
  pathname: string
  companyName: string
  location: LocationSlug | undefined
  locationLabel: string | undefined
  navigation: ReactNode
  mobileMenu: ReactNode
  /** No way off the page but the phone: a distraction-free landing page, whose own buttons lead to its form. */
  focused?: boolean
}) {
  const estimate = focused ? null : estimateTarget(pathname)
  const words = useMessages().shell
  const brand = (
    <>
      <LogoMark />
      <span className="flex flex-col leading-tight">
        <span className="text-base font-bold text-slate-900 sm:text-lg">{companyName}</span>
        <span className="text-xs font-medium text-brand-700" data-testid="location-label">
          {locationLabel ?? words.exteriorCleaning}
        </span>
      </span>
    </>
  )
  return (
    <div className="border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-7xl items-center gap-4 px-4 py-3">
        {focused ? (
          <span className="flex shrink-0 items-center gap-2">{brand}</span>
        ) : (
          <SiteLink
            to={logoHref(location)}
            className="flex shrink-0 items-center gap-2 rounded focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-700"
            data-testid="logo-link"
          >
            {brand}
          </SiteLink>
        )}
        <div className="ml-auto hidden lg:block">{navigation}</div>
        <div className="ml-auto flex items-center gap-2 lg:ml-0">
          {estimate && (
            <SiteLink
              to={estimate}
              className={`hidden shadow-sm sm:inline-block ${brandButton.small}`}
              data-testid="free-estimate"
            >
              {words.freeEstimate}
            </SiteLink>
          )}
          {mobileMenu}
        </div>
      </div>
    </div>
  )
}
