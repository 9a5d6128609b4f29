import {
  LEAD_KIND_FACTS,
  LOST_REASONS,
  LOST_REASON_LABELS,
  LOST_STATUS,
  WON_STATUS,
  isClosed,
  type LeadChange,
  type LeadStatus,
  type LostReason,
} from '@ecs/shared/leads'
import { useId, useState, type FormEvent } from 'react'
import type { LeadPage, StaffAccount } from '@ecs/shared/api'
import { fromLocalInput, statusLabel, toLocalInput } from './desk-format'
import { brandButton } from '../../../components/button-styles'

const control =
  'mt-1 block w-full rounded-md border border-slate-400 bg-white px-2 py-1.5 text-sm focus:border-brand-700 focus:outline-2 focus:outline-brand-700'
const secondary =
  'rounded-md border border-brand-700 bg-white px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700 disabled:opacity-60'

/**
 * The working fields of a lead: status (only the moves its pipeline allows), the reason a lead was
 * lost, the won job's value, the owner ("Take it" gives it to you) and the next follow-up. Only what
 * changed is sent, with the version the page was read with. Rendered again (keyed by version) after
 * every saved change.
 */
export function WorkPanel({
  page,
  staff,
  me,
  saving,
  onChange,
}: {
  page: LeadPage
  staff: readonly StaffAccount[]
  me: number | undefined
  saving: boolean
  onChange: (change: LeadChange) => void
}) {
  const { lead } = page
  const id = useId()
  const sales = LEAD_KIND_FACTS[lead.kind].pipeline === 'sales'
  const [status, setStatus] = useState<LeadStatus>(lead.status)
  const [lostReason, setLostReason] = useState<string>(lead.lostReason ?? '')
  const [value, setValue] = useState(lead.value === null ? '' : String(lead.value))
  const [owner, setOwner] = useState(lead.ownerId === null ? '' : String(lead.ownerId))
  const [followUp, setFollowUp] = useState(toLocalInput(lead.nextFollowUpAt))
  const closing = isClosed(status)

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const change: LeadChange = { version: lead.version }
    if (status !== lead.status) change.status = status
    if (status === LOST_STATUS && lostReason && lostReason !== lead.lostReason)
      change.lostReason = lostReason as LostReason
    const amount = value.trim() === '' ? null : Number(value)
    if (sales && status === WON_STATUS && amount !== lead.value) change.value = amount
    const ownerId = owner === '' ? null : Number(owner)
    if (ownerId !== lead.ownerId) change.owner = ownerId
    // Closing a lead clears its follow-up on the server; the input shows minutes, so compare those.
    if (!closing && followUp !== toLocalInput(lead.nextFollowUpAt)) change.nextFollowUpAt = fromLocalInput(followUp)
    if (Object.keys(change).length > 1) onChange(change)
  }

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        Work this lead
      </h2>
      <form onSubmit={submit} className="mt-3 grid gap-3 sm:grid-cols-2" aria-describedby={`${id}-hint`}>
        <p id={`${id}-hint`} className="text-sm text-slate-700 sm:col-span-2">
          Changes are saved for everyone when you press Save.
        </p>
        <div>
          <label htmlFor={`${id}-status`} className="block text-sm font-medium">
            Status
          </label>
          <select
            id={`${id}-status`}
            value={status}
            onChange={(event) => setStatus(event.target.value as LeadStatus)}
            className={control}
          >
            {[lead.status, ...page.nextStatuses].map((option) => (
              <option key={option} value={option}>
                {option === lead.status ? `${statusLabel(option)} (now)` : statusLabel(option)}
              </option>
            ))}
          </select>
        </div>
        {status === LOST_STATUS && (
          <div>
            <label htmlFor={`${id}-reason`} className="block text-sm font-medium">
              Why was it lost?
            </label>
            <select
              id={`${id}-reason`}
              value={lostReason}
              required
              onChange={(event) => setLostReason(event.target.value)}
              className={control}
            >
              <option value="">Choose a reason</option>
              {LOST_REASONS.map((reason) => (
                <option key={reason} value={reason}>
                  {LOST_REASON_LABELS[reason]}
                </option>
              ))}
            </select>
          </div>
        )}
        {sales && status === WON_STATUS && (
          <div>
            <label htmlFor={`${id}-value`} className="block text-sm font-medium">
              Job value (USD)
            </label>
            <input
              id={`${id}-value`}
              type="number"
              inputMode="decimal"
              min={0}
              step="0.01"
              required
              value={value}
              onChange={(event) => setValue(event.target.value)}
              className={control}
            />
          </div>
        )}
        <div>
          <label htmlFor={`${id}-owner`} className="block text-sm font-medium">
            Owner
          </label>
          <div className="flex items-end gap-2">
            <select
              id={`${id}-owner`}
              value={owner}
              onChange={(event) => setOwner(event.target.value)}
              className={control}
            >
              <option value="">Nobody yet</option>
              {staff.map((account) => (
                <option key={account.id} value={String(account.id)}>
                  {account.name}
                </option>
              ))}
            </select>
            {me !== undefined && lead.ownerId !== me && (
              <button
                type="button"
                className={secondary}
                disabled={saving}
                onClick={() => onChange({ version: lead.version, owner: me })}
              >
                Take it
              </button>
            )}
          </div>
        </div>
        {!closing && (
          <div>
            <label htmlFor={`${id}-follow-up`} className="block text-sm font-medium">
              Next follow-up
            </label>
            <input
              id={`${id}-follow-up`}
              type="datetime-local"
              value={followUp}
              onChange={(event) => setFollowUp(event.target.value)}
              className={control}
            />
          </div>
        )}
        <div className="sm:col-span-2">
          <button type="submit" className={brandButton.small} disabled={saving}>
            {saving ? 'Saving…' : 'Save'}
          </button>
        </div>
      </form>
    </section>
  )
}
