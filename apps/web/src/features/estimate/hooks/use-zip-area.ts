import { useCallback, useState } from 'react'
import { useLocations } from '../../../api/locations'
import { locateZip, type LocateResult } from '../api/locate'
import { useMessages } from '../../../lib/messages'
import { areaNote } from '../zip-area'

/** Looks up which area serves a ZIP and keeps what to tell the visitor about it. */
export function useZipArea() {
  const [note, setNote] = useState<string | null>(null)
  const words = useMessages().estimate
  const locations = useLocations()
  const lookUp = useCallback(
    async (zip: string): Promise<LocateResult> => {
      const located = await locateZip(zip.trim())
      // The server names the area in English; the page's own locations name it in the page's language.
      const result = located.found
        ? { ...located, label: locations.find(({ slug }) => slug === located.location)?.label ?? located.label }
        : located
      // A refused ZIP's message is shown at the field, not again as a note.
      setNote(!result.found && result.refused ? null : areaNote(result, words))
      return result
    },
    [words, locations],
  )
  return { note, lookUp }
}
