import { APIError, type CollectionBeforeOperationHook, type Where } from 'payload'

const GEO_OPERATORS = ['near', 'within', 'intersects']

/** Every [path, operator] of a where clause, through its and/or branches. */
function conditions(where: Where): [string, string][] {
  return Object.entries(where).flatMap(([key, value]): [string, string][] => {
    if ((key === 'and' || key === 'or') && Array.isArray(value))
      return value.flatMap((inner) => conditions(inner as Where))
    if (typeof value !== 'object' || value === null) return []
    return Object.keys(value).map((operator) => [key, operator])
  })
}

/**
 * `near`, `within` and `intersects` work on point fields only; on any other field Payload's Postgres
 * adapter fails with a 500 (`operators[...] is not a function`). Refused here with a 400 naming the
 * field, before the query is built.
 */
export const refuseGeoFiltersOffPoints: CollectionBeforeOperationHook = ({ args, collection }) => {
  const where = (args as { where?: Where }).where
  if (!where || typeof where !== 'object') return
  for (const [path, operator] of conditions(where)) {
    if (!GEO_OPERATORS.includes(operator)) continue
    const field = collection.flattenedFields.find((candidate) => candidate.name === path)
    if (field?.type !== 'point')
      throw new APIError(`The ${operator} filter works on map points only, and ${path} is not one.`, 400)
  }
}
