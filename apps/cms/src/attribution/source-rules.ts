import { sourceRulesSentence, type SourceRules } from '@ecs/shared/attribution'
import type { Pool } from '../utilities/database'
import type { SqlValues } from '../utilities/sql-values'

/** The report source rules in force: sources whose rows are hidden, and sources counted under another. */
export type SourceRuleSet = SourceRules

/**
 * The rules as they stand now (a few rows), read once per report so a rule changed today re-reads every
 * day already summed: the rollup and the desk's copies keep the visits' own sources. A merge is one
 * step: a source merged into a source that is itself merged or hidden counts under the target as named.
 */
export async function readSourceRules(pool: Pool): Promise<SourceRuleSet> {
  const { rows } = await pool.query<{ source: string; action: string; merge_into: string | null }>(
    'SELECT source, action, merge_into FROM source_rules ORDER BY source',
  )
  return {
    hidden: rows.filter((rule) => rule.action === 'hide').map((rule) => rule.source),
    merged: rows
      .filter((rule) => rule.action === 'merge' && rule.merge_into)
      .map((rule) => ({ source: rule.source, into: rule.merge_into!.trim() })),
  }
}

/** The source a row of `column` is reported under: its merge target, or itself. */
export function reportedSourceSql(column: string, rules: SourceRuleSet, values: SqlValues): string {
  if (rules.merged.length === 0) return column
  const cases = rules.merged.map((rule) => `WHEN ${values.add(rule.source)} THEN ${values.add(rule.into)}`).join(' ')
  return `(CASE ${column} ${cases} ELSE ${column} END)`
}

/** The condition keeping the rows of `column` that no rule hides (rows without a source are never hidden). */
export function visibleSourceSql(column: string, rules: SourceRuleSet, values: SqlValues): string | null {
  if (rules.hidden.length === 0) return null
  return `(${column} IS NULL OR ${column} <> ALL(${values.add(rules.hidden)}::text[]))`
}

/**
 * The stored sources whose leads the desk lists under `source`: itself unless a rule merges it into
 * another, and every source merged into it. A hidden source's leads are still listed (leads are never
 * hidden: a rule cleans figures, not the office's work).
 */
export function sourcesListedAs(source: string, rules: SourceRuleSet): string[] {
  const merged = rules.merged.filter((rule) => rule.into === source).map((rule) => rule.source)
  return rules.merged.some((rule) => rule.source === source) ? merged : [source, ...merged]
}

/**
 * The stored sources whose rows the reports count as `source`: those the desk lists under it, less
 * itself when a rule hides it. A filter on a source reads these, so the stored column's index serves it.
 */
export function sourcesCountedAs(source: string, rules: SourceRuleSet): string[] {
  const listed = sourcesListedAs(source, rules)
  return rules.hidden.includes(source) ? listed.filter((stored) => stored !== source) : listed
}

/**
 * The rules a CSV export followed, for a column of its own on every row: a spreadsheet opens it and keeps
 * it beside the figures when sorted or filtered (a line above the header would break both). `leads`: the
 * lead desk's export, which lists a hidden source's leads.
 */
export const sourceRulesCell = (rules: SourceRuleSet, options: { leads?: boolean } = {}) =>
  sourceRulesSentence(rules, options) ?? 'No report source rules.'
