import { useEffect } from 'react'
import { locateZip } from '../api/locate'
import { isWholeZip, withZipPlace } from '../zip-area'
import type { DraftEditor, EstimateDraft } from './use-estimate-draft'

/**
 * Looks the address's ZIP up as soon as a whole one is typed (offline data on the site's server): fills
 * the city and state, so the visitor types neither (what they typed themselves is kept), and, where the
 * page has no location of its own (`takesArea`), finds the area that serves it.
 */
export function useCityFromZip(address: EstimateDraft['address'], update: DraftEditor['update'], takesArea: boolean) {
  const zip = address.zip.trim()
  const wanted = isWholeZip(zip) && (takesArea || !address.city || !address.state)
  useEffect(() => {
    if (!wanted) return
    let current = true
    void locateZip(zip).then((result) => {
      if (current) update((draft) => withZipPlace(draft, zip, result, { takesArea }))
    })
    return () => {
      current = false
    }
  }, [zip, wanted, takesArea, update])
}
