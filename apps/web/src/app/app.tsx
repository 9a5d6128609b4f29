import { match } from '@ecs/shared/routes'
import { lazy, Suspense, useEffect } from 'react'
import { Route, Routes, useLocation } from 'react-router-dom'
import { lazyPage } from './page-registry'
import { PageSpinner } from '../components/page-spinner'
import { ToastProvider } from '../components/toast'
import { withVisitCampaign } from '../features/attribution'
import { MobileMenu } from '../features/navigation'
import { SiteShell } from '../features/shell'
import { telHref } from '../lib/phone'

/**
 * The desktop dropdowns (Radix NavigationMenu) are split from the entry: the server renders them into the
 * HTML as usual, and in the browser their Suspense boundary keeps that HTML (plain working links) until
 * the chunk arrives, then hydrates it. This keeps Radix's menu code out of every page's initial JavaScript.
 */
const DesktopNav = lazy(() =>
  import('../features/navigation/components/desktop-nav').then((module) => ({ default: module.DesktopNav })),
)

/**
 * Every path goes through the shared route table's `match`, so the site has no second list of
 * routes. A new Suspense boundary per path shows the spinner while the next page's code and data load.
 */
function CurrentPage() {
  const { pathname } = useLocation()
  const current = match(pathname)
  useEffect(() => {
    window.scrollTo(0, 0)
  }, [pathname])
  // lazyPage hands out one component per page id, made once: no component is created per render.
  const Page = lazyPage(current.page)
  return (
    <SiteShell
      pathname={pathname}
      withCampaign={withVisitCampaign}
      renderNavigation={({ links }) => (
        <Suspense fallback={null}>
          <DesktopNav links={links} />
        </Suspense>
      )}
      renderMobileMenu={({ links, estimateHref, phone }) => (
        <MobileMenu key={pathname} links={links} estimateHref={estimateHref} phone={phone} phoneHref={telHref(phone)} />
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
