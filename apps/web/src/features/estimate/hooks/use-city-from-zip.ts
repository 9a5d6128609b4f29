import { useEffect } from 'react'
import { locateZip } from '../api/locate'
import { isWholeZip, withZipPlace } from '../zip-area'
import type { DraftEditor, EstimateDraft } from './use-estimate-draft'

/**
 * Fills the address's city and state from its ZIP as soon as a whole ZIP is typed (offline data on the
 * site's server), so the visitor types neither; what they typed themselves is kept.
 */
export function useCityFromZip(address: EstimateDraft['address'], update: DraftEditor['update']) {
  const zip = address.zip.trim()
  const wanted = isWholeZip(zip) && (!address.city || !address.state)
  useEffect(() => {
    if (!wanted) return
    let current = true
    void locateZip(zip).then((result) => {
      if (current && 'city' in result && result.city) update((draft) => withZipPlace(draft, zip, result))
    })
    return () => {
      current = false
    }
  }, [zip, wanted, update])
}
