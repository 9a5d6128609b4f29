import { lazy, Suspense } from 'react'

/** The picker loads with the property step that offers it, not with the page. */
const RequestPhotos = lazy(() => import('../../features/request-photos/components/request-photos'))

/** The estimate wizard's "Add photos (optional)": held until the request is stored, then sent on its thank-you page. */
export function WizardPhotos() {
  return (
    <Suspense fallback={null}>
      <RequestPhotos />
    </Suspense>
  )
}
