import { DEFAULT_LANGUAGE } from '@ecs/shared/schemas'

/**
 * A location's label in raw SQL. The label is kept per language (locations_locales), so a query reads the
 * row of the language it writes in, and the English one where the location has no label in that language
 * (as Payload's fallback does). `locationId` and `language` are SQL expressions of the query around it,
 * e.g. `loc.id` and `l.language`; staff read English, the default.
 */
export const locationLabelSql = (locationId: string, language = `'${DEFAULT_LANGUAGE}'`) =>
  `(SELECT words.label FROM locations_locales words
    WHERE words._parent_id = ${locationId} AND words.label IS NOT NULL
      AND words._locale::text IN ((${language})::text, '${DEFAULT_LANGUAGE}')
    ORDER BY words._locale::text = '${DEFAULT_LANGUAGE}' LIMIT 1)`
