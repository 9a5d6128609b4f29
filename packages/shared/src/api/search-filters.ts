import type { z } from 'zod'

/**
 * A page's filters read from its address with the same schema the endpoint checks them with. A value the
 * schema refuses (a hand-edited or outdated address: `?kind=nonsense`, a range the wrong way round) and a
 * parameter it does not know (`?lead=3`, a campaign's utm_source) are left out, one at a time, so what
 * remains is always what the endpoint accepts: the page shows its defaults for those, never an error.
 */
export function filtersFromSearch<Schema extends z.ZodType>(schema: Schema, search: URLSearchParams): z.output<Schema> {
  const raw: Record<string, string> = {}
  for (const [key, value] of search) if (value.trim() !== '') raw[key] = value.trim()
  for (;;) {
    const parsed = schema.safeParse(raw)
    if (parsed.success) return parsed.data
    const refused = parsed.error.issues.flatMap((issue) =>
      issue.code === 'unrecognized_keys' ? issue.keys : issue.path.slice(0, 1).map(String),
    )
    const present = refused.filter((key) => key in raw)
    // A refusal of the whole (not of one parameter) cannot be left out: the schema's defaults alone.
    if (present.length === 0) return schema.parse({})
    for (const key of present) delete raw[key]
  }
}
