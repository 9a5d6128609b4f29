import { APIError, type CollectionBeforeOperationHook, type Where } from 'payload'

const GEO_OPERATORS = ['near', 'within', 'intersects']
/** Payload turns these query parameters into numbers when they are one, and passes anything else on. */
const NUMBER_PARAMS = ['page', 'limit', 'depth'] as const

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
 * Queries Payload's Postgres adapter would fail on with a 500, refused with a 400 naming what is
 * wrong, before the query is built: `page`, `limit` or `depth` that are not numbers (`page=x`, or
 * `limit` given twice, reached the SQL as NaN), `near`, `within` and `intersects` off point fields and
 * `all` on fields that hold one value (`operators[...] is not a function`).
 */
export const refuseUnfitQueries: CollectionBeforeOperationHook = ({ args, collection }) => {
  for (const param of NUMBER_PARAMS) {
    const value: unknown = (args as Record<string, unknown>)[param]
    if (value != null && !(typeof value === 'number' && Number.isFinite(value)))
      throw new APIError(`The ${param} parameter must be one number.`, 400)
  }
  const where = (args as { where?: Where }).where
  if (!where || typeof where !== 'object') return
  for (const [path, operator] of conditions(where)) {
    const field = collection.flattenedFields.find((candidate) => candidate.name === path)
    if (GEO_OPERATORS.includes(operator) && field?.type !== 'point')
      throw new APIError(`The ${operator} filter works on map points only, and ${path} is not one.`, 400)
    if (operator === 'all' && !(field && 'hasMany' in field && field.hasMany))
      throw new APIError(`The all filter works on fields that hold many values, and ${path} does not.`, 400)
  }
}
