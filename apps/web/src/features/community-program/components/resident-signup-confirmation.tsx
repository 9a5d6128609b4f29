import { useEffect, useRef } from 'react'
import type { LeadAccepted } from '@ecs/shared/api'
import type { CommunityProgram } from '@ecs/shared/cms'
import { leadPromise } from '@ecs/shared/leads'
import { formatCents } from '@ecs/shared/schemas'
import { PhoneLink } from '../../../components/phone-link'
import { useLocale } from '../../../lib/locale'
import { useMessages } from '../../../lib/messages'
import { useResidentTotal } from './use-resident-total'

/**
 * The program's own confirmation, on its page in the form's place once the signup is stored: its words
 * from the CMS (not the estimate's thank-you), the reference, the services and their total, who calls
 * and when, and the program's line rather than the office's. Focused, so a screen reader and a phone's
 * viewport both land on it.
 */
export function ResidentSignupConfirmation({
  program,
  accepted,
  unit,
  chosen,
}: {
  program: CommunityProgram
  accepted: LeadAccepted
  unit: string
  chosen: CommunityProgram['prices']
}) {
  const words = useMessages()
  const said = words.residentSignup
  const locale = useLocale()
  const total = useResidentTotal(chosen)
  const panel = useRef<HTMLElement>(null)
  useEffect(() => {
    panel.current?.focus()
  }, [])
  const routing = accepted.routing ?? { team: null, assignee: null, withinMinutes: null, dueAt: null, timeZone: null }
  return (
    <section
      ref={panel}
      tabIndex={-1}
      aria-labelledby="resident-signup-confirmed"
      className="scroll-mt-36 rounded-xl bg-brand-50 p-6 ring-1 ring-brand-100 focus:outline-2 focus:outline-brand-700"
    >
      <h3 id="resident-signup-confirmed" className="text-xl font-bold text-slate-900">
        {said.confirmed}
      </h3>
      <p className="mt-2 text-slate-800">{program.confirmation}</p>
      <p className="mt-4 text-slate-900">
        {words.thankYou.reference} <strong className="font-mono">{accepted.reference}</strong>
      </p>
      <dl className="mt-4 grid gap-x-4 gap-y-1 text-slate-800 sm:grid-cols-[10rem_1fr]">
        <dt className="font-medium">{said.unit}</dt>
        <dd>{unit}</dd>
        <dt className="font-medium">{said.services}</dt>
        <dd>
          <ul>
            {chosen.map((price) => (
              <li key={price.key}>
                {price.service}: {formatCents(price.priceCents)}, {said.cadences[price.cadence]}
              </li>
            ))}
          </ul>
        </dd>
        <dt className="font-medium">{said.total}</dt>
        <dd className="font-semibold text-slate-900">{total}</dd>
      </dl>
      <p className="mt-4 text-slate-800">
        {leadPromise('community-signup', routing, new Date(), locale)} {words.thankYou.emailed}
      </p>
      <p className="mt-2 text-slate-800">
        {said.programLine}:{' '}
        <PhoneLink phone={program.contact.phone} className="font-semibold text-brand-800 underline" />
      </p>
    </section>
  )
}
