import { DEFAULT_LANGUAGE, LANGUAGE_LABELS } from '@ecs/shared/schemas'
import type { InboxLead } from '@ecs/shared/leads'

/** Says, beside a lead, the language to answer it in when it is not English. */
export function PrefersLanguage({ lead }: { lead: Pick<InboxLead, 'language'> }) {
  if (!lead.language || lead.language === DEFAULT_LANGUAGE) return null
  return (
    <>
      {' · '}
      <strong className="font-semibold text-brand-800">Prefers {LANGUAGE_LABELS[lead.language]}</strong>
    </>
  )
}
