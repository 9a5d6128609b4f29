import { detectLocation, estimateTarget, navigationFor, showsBanner } from '@ecs/shared/navigation'
import type { ReactNode } from 'react'
import { useCompanyInfo } from '../../../api/company-info'
import { useLocations } from '../../../api/locations'
import { useSiteSettings } from '../../../api/site-settings'
import { Banner } from './banner'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'
import { TopBar } from './top-bar'
import { WorkRequestFrame } from './work-request-frame'

export interface ShellNavigationProps {
  links: ReturnType<typeof navigationFor>
  estimateHref: string | null
  phone: string
}

/**
 * Header, banner, footer and the work-request frame around every page. What the header shows is
 * derived from the path alone (location, navigation, banner, estimate target) via @ecs/shared;
 * texts and phones come from the CMS. The navigation is passed in as render props.
 */
export function SiteShell({
  pathname,
  children,
  renderNavigation,
  renderMobileMenu,
  withCampaign,
}: {
  pathname: string
  children: ReactNode
  renderNavigation: (props: ShellNavigationProps) => ReactNode
  renderMobileMenu: (props: ShellNavigationProps) => ReactNode
  /** Adds the visit's campaign to an outside address (the attribution feature's, given by the app). */
  withCampaign: (href: string) => string
}) {
  const company = useCompanyInfo()
  const settings = useSiteSettings()
  const locations = useLocations()
  const locationSlug = detectLocation(pathname)
  const location = locations.find((candidate) => candidate.slug === locationSlug)
  const phone = location?.phone ?? company.phone
  const navigation: ShellNavigationProps = {
    links: navigationFor(pathname),
    estimateHref: estimateTarget(pathname),
    phone,
  }
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-[60] focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:text-brand-800 focus:shadow"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-40">
        <TopBar phone={phone} location={locationSlug} />
        <SiteHeader
          pathname={pathname}
          companyName={company.shortName}
          location={locationSlug}
          locationLabel={location?.label}
          navigation={renderNavigation(navigation)}
          mobileMenu={renderMobileMenu(navigation)}
        />
      </header>
      {showsBanner(pathname) && <Banner banner={settings.banner} />}
      {children}
      <SiteFooter company={company} location={location} />
      <WorkRequestFrame url={settings.workRequestFrameUrl} withCampaign={withCampaign} />
    </>
  )
}
