import {
  detectLocation,
  estimateTarget,
  localizeNav,
  navigationFor,
  showsActionBar,
  showsBanner,
} from '@ecs/shared/navigation'
import type { LocationSlug } from '@ecs/shared/catalog'
import type { ReactNode } from 'react'
import { useCompanyInfo } from '../../../api/company-info'
import { useLocations } from '../../../api/locations'
import { useSiteSettings } from '../../../api/site-settings'
import { useLocale } from '../../../lib/locale'
import { useMessages } from '../../../lib/messages'
import { Banner } from './banner'
import { MobileActionBar } from './mobile-action-bar'
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
 * texts and phones come from the CMS. The navigation is passed in as render props. A focused page (a
 * campaign landing page marketing made distraction-free) keeps the logo, the phone and the office, and
 * drops the navigation, the banner, the footer's links and the phone's action bar: the visitor stays on
 * the offer.
 */
export function SiteShell({
  pathname,
  children,
  renderNavigation,
  renderMobileMenu,
  withCampaign,
  office,
  focused = false,
}: {
  pathname: string
  children: ReactNode
  renderNavigation: (props: ShellNavigationProps) => ReactNode
  renderMobileMenu: (props: ShellNavigationProps) => ReactNode
  /** Adds the visit's campaign to an outside address (the attribution feature's, given by the app). */
  withCampaign: (href: string) => string
  /** The office the page speaks for when its path names none (a landing page's chosen location). */
  office?: LocationSlug
  focused?: boolean
}) {
  const company = useCompanyInfo()
  const settings = useSiteSettings()
  const locations = useLocations()
  const locationSlug = detectLocation(pathname) ?? office
  const location = locations.find((candidate) => candidate.slug === locationSlug)
  const phone = location?.phone ?? company.phone
  const locale = useLocale()
  const words = useMessages().shell
  const actionBar = !focused && showsActionBar(pathname)
  const navigation: ShellNavigationProps = {
    links: localizeNav(navigationFor(pathname), locale),
    estimateHref: estimateTarget(pathname),
    phone,
  }
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-[60] focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:text-brand-800 focus:shadow"
      >
        {words.skipToContent}
      </a>
      <header className="sticky top-0 z-40">
        <TopBar phone={phone} location={locationSlug} focused={focused} />
        <SiteHeader
          pathname={pathname}
          companyName={company.shortName}
          location={locationSlug}
          locationLabel={location?.label}
          navigation={focused ? null : renderNavigation(navigation)}
          mobileMenu={focused ? null : renderMobileMenu(navigation)}
          focused={focused}
        />
      </header>
      {!focused && showsBanner(pathname) && <Banner banner={settings.banner} />}
      {children}
      <SiteFooter company={company} location={location} focused={focused} roomForActionBar={actionBar} />
      {actionBar && (
        <MobileActionBar
          phone={phone}
          textPhone={location?.textsWelcome ? location.phone : undefined}
          estimateHref={navigation.estimateHref}
        />
      )}
      <WorkRequestFrame url={settings.workRequestFrameUrl} withCampaign={withCampaign} />
    </>
  )
}
