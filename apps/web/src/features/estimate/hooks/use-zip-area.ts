import { useCallback, useState } from 'react'
import { locateZip, type LocateResult } from '../api/locate'
import { useMessages } from '../../../lib/messages'
import { areaNote } from '../zip-area'

/** Looks up which area serves a ZIP and keeps what to tell the visitor about it. */
export function useZipArea() {
  const [note, setNote] = useState<string | null>(null)
  const words = useMessages().estimate
  const lookUp = useCallback(
    async (zip: string): Promise<LocateResult> => {
      const result = await locateZip(zip.trim())
      // A refused ZIP's message is shown at the field, not again as a note.
      setNote(!result.found && result.refused ? null : areaNote(result, words))
      return result
    },
    [words],
  )
  return { note, lookUp }
}
