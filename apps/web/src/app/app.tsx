import { isLocationSlug } from '@ecs/shared/catalog'
import { localePath, match, type RouteMatch } from '@ecs/shared/routes'
import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useEffect, useRef } from 'react'
import { Route, Routes, useLocation } from 'react-router-dom'
import { lazyPage } from './page-registry'
import { landingPageQuery } from '../api/landing-pages'
import { PageSpinner } from '../components/page-spinner'
import { usePathLocale } from '../lib/locale'
import { ToastProvider } from '../components/toast'
import { withVisitCampaign } from '../features/attribution'
import { useCallTracking } from '../features/call-tracking'
import { MobileMenu } from '../features/navigation'
import { SiteShell } from '../features/shell'

/**
 * The desktop dropdowns (Radix NavigationMenu) are split from the entry: the server renders them into the
 * HTML as usual, and in the browser their Suspense boundary keeps that HTML (plain working links) until
 * the chunk arrives, then hydrates it. This keeps Radix's menu code out of every page's initial JavaScript.
 */
const DesktopNav = lazy(() =>
  import('../features/navigation/components/desktop-nav').then((module) => ({ default: module.DesktopNav })),
)

/**
 * What a landing page asks of the shell (its office, distraction-free), read from the page's own query
 * without fetching: the page loads it, and the shell follows once it is there.
 */
function useLandingShell(current: RouteMatch) {
  const slug = current.page === 'landing-page' ? current.params.landingPageSlug : ''
  const page = useQuery({ ...landingPageQuery(slug), enabled: false }).data?.docs[0]
  const office = typeof page?.location === 'object' ? page.location?.slug : undefined
  return { focused: page?.distractionFree === true, office: isLocationSlug(office) ? office : undefined }
}

/**
 * A new page starts at the top. The page the visitor arrived on does not: the browser has placed it (at
 * a #fragment, or where the visitor scrolled while it was still the server's HTML), and moving it when
 * hydration ends would put a tap already under way on whatever lands under the finger, the header's
 * phone number included.
 */
function useScrollToTopOnPathChange(pathname: string) {
  const scrolledFor = useRef(pathname)
  useEffect(() => {
    if (scrolledFor.current === pathname) return
    scrolledFor.current = pathname
    window.scrollTo(0, 0)
  }, [pathname])
}

/**
 * Every path goes through the shared route table's `match`, so the site has no second list of
 * routes. A new Suspense boundary per path shows the spinner while the next page's code and data load.
 * The router runs under the path's language's base, so `pathname` is the path within the language.
 */
function CurrentPage() {
  const { pathname } = useLocation()
  const current = match(localePath(usePathLocale(), pathname))
  useScrollToTopOnPathChange(pathname)
  // lazyPage hands out one component per page id, made once: no component is created per render.
  const Page = lazyPage(current.page)
  const landing = useLandingShell(current)
  useCallTracking(pathname)
  // Staff pages bring their own frame (StaffLayout): the public header's estimate and phone are not theirs.
  if (current.page !== 'not-found' && current.flags.staffOnly)
    return (
      <Suspense key={pathname} fallback={<PageSpinner />}>
        {/* eslint-disable-next-line react-hooks/static-components -- see lazyPage above */}
        <Page match={current} />
      </Suspense>
    )
  return (
    <SiteShell
      pathname={pathname}
      withCampaign={withVisitCampaign}
      focused={landing.focused}
      office={landing.office}
      renderNavigation={({ links }) => (
        <Suspense fallback={null}>
          <DesktopNav links={links} />
        </Suspense>
      )}
      renderMobileMenu={({ links, estimateHref, phone }) => (
        <MobileMenu key={pathname} links={links} estimateHref={estimateHref} phone={phone} />
      )}
    >
      <Suspense key={pathname} fallback={<PageSpinner />}>
        {/* eslint-disable-next-line react-hooks/static-components -- see lazyPage above */}
        <Page match={current} />
      </Suspense>
    </SiteShell>
  )
}

export function App() {
  return (
    <ToastProvider>
      <Routes>
        <Route path="*" element={<CurrentPage />} />
      </Routes>
    </ToastProvider>
  )
}
