import type { SourceRules } from '@ecs/shared/attribution'
import { formatCount } from '../lib/format'

const sources = (count: number) => `${formatCount(count)} ${count === 1 ? 'source' : 'sources'}`
const listed = (names: string[]) => (names.length > 0 ? ` (${names.join(', ')})` : '')

/**
 * What the report source rules did to what a page shows, in one sentence (nothing when no rule is in
 * force): the reports leave a hidden source's rows out; the lead desk (`leads`) lists its leads anyway,
 * since a rule cleans figures and never hides the office's work.
 */
export function SourceRulesNote({ rules, leads = false }: { rules: SourceRules; leads?: boolean }) {
  if (rules.hidden.length === 0 && rules.merged.length === 0) return null
  const merged = listed(rules.merged.map((rule) => `${rule.source} as ${rule.into}`))
  if (leads)
    return (
      <p className="text-sm text-slate-700">
        {rules.merged.length > 0 &&
          `The campaign source filter and the export follow the report rules: they count ${sources(rules.merged.length)} under another${merged}. `}
        {rules.hidden.length > 0 &&
          `Leads of the ${sources(rules.hidden.length)} the reports hide${listed(rules.hidden)} are still listed here.`}
      </p>
    )
  return (
    <p className="text-sm text-slate-700">
      Report rules hide {sources(rules.hidden.length)}
      {listed(rules.hidden)} and count {sources(rules.merged.length)} under another{merged}.
    </p>
  )
}
