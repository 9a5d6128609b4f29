import { match } from '@ecs/shared/routes'
import { Suspense, useEffect } from 'react'
import { Route, Routes, useLocation } from 'react-router-dom'
import { lazyPage } from './page-registry'
import { PageSpinner } from '../components/page-spinner'

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
  const Page = lazyPage(current.page)
  return (
    <Suspense key={pathname} fallback={<PageSpinner />}>
      <Page match={current} />
    </Suspense>
  )
}

export function App() {
  return (
    <Routes>
      <Route path="*" element={<CurrentPage />} />
    </Routes>
  )
}
