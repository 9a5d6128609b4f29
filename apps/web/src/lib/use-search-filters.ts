import { filtersFromSearch } from '@ecs/shared/api'
import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router-dom'
import type { z } from 'zod'

/** A change to the address: a value sets its parameter, empty or null removes it. */
export type SearchChange = Readonly<Record<string, string | number | null | undefined>>

/**
 * A staff page's filters live in its address (?status=open&q=...), so a filtered view can be reloaded,
 * bookmarked and shared and the back button returns to it: read with the endpoint's own schema
 * (filtersFromSearch), so the page shows exactly what it asked for. A change of filters goes back to
 * page 1 unless it says otherwise (`page`, or `keepPage` for a change that is not a filter).
 */
export function useSearchFilters<Schema extends z.ZodType>(schema: Schema) {
  const [params, setParams] = useSearchParams()
  const filters = useMemo(() => filtersFromSearch(schema, params), [schema, params])
  const update = useCallback(
    (change: SearchChange, { keepPage = false }: { keepPage?: boolean } = {}) =>
      setParams((current) => {
        const next = new URLSearchParams(current)
        for (const [key, value] of Object.entries(change)) {
          if (value === undefined || value === null || value === '') next.delete(key)
          else next.set(key, String(value))
        }
        if (!keepPage && !('page' in change)) next.delete('page')
        return next
      }),
    [setParams],
  )
  return { filters, params, update }
}
