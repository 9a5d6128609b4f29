import { sourceRulesSentence, type SourceRules } from '@ecs/shared/attribution'

/**
 * What the report source rules did to what a page shows (nothing when no rule is in force): the reports
 * leave a hidden source's rows out; the lead desk (`leads`) lists its leads anyway.
 */
export function SourceRulesNote({ rules, leads = false }: { rules: SourceRules; leads?: boolean }) {
  const sentence = sourceRulesSentence(rules, { leads })
  return sentence && <p className="text-sm text-slate-700">{sentence}</p>
}
