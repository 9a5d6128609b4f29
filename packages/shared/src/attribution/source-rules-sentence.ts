import type { SourceRules } from './report-schemas'
import { writeCount } from '../routes/locale-writing'

const sources = (count: number) => `${writeCount(count)} ${count === 1 ? 'source' : 'sources'}`
const listed = (names: string[]) => (names.length > 0 ? ` (${names.join(', ')})` : '')

/**
 * What the report source rules did to what a page or a file shows, in one sentence (null when no rule is
 * in force): the reports leave a hidden source's rows out; the lead desk and its export (`leads`) list its
 * leads anyway, since a rule cleans figures and never hides the office's work. The dashboards show it
 * above their figures and the exports write it in a column, so a spreadsheet says which rules made it.
 */
export function sourceRulesSentence(rules: SourceRules, { leads = false }: { leads?: boolean } = {}): string | null {
  if (rules.hidden.length === 0 && rules.merged.length === 0) return null
  const merged = listed(rules.merged.map((rule) => `${rule.source} as ${rule.into}`))
  if (leads)
    return [
      rules.merged.length > 0 &&
        `The campaign source filter and the export follow the report rules: they count ${sources(rules.merged.length)} under another${merged}.`,
      rules.hidden.length > 0 &&
        `Leads of the ${sources(rules.hidden.length)} the reports hide${listed(rules.hidden)} are still listed here.`,
    ]
      .filter(Boolean)
      .join(' ')
  return `Report rules hide ${sources(rules.hidden.length)}${listed(rules.hidden)} and count ${sources(rules.merged.length)} under another${merged}.`
}
