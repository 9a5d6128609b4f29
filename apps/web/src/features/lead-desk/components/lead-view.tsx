import { LEAD_KIND_FACTS, MAX_NOTE_LENGTH } from '@ecs/shared/leads'
import { paymentProgramOf, paymentsPagePath, SIGNUP_ACCOUNT_TYPES, type SignupAccountType } from '@ecs/shared/payments'
import { QUOTE_STAGE_LABELS } from '@ecs/shared/quotes'
import { formatUsPhone } from '@ecs/shared/schemas'
import { useId, useState, type FormEvent, type ReactNode } from 'react'
import { CampaignTouches } from '../../../components/campaign-touches'
import { smsHref, telHref } from '../../../lib/phone'
import { useAddNote, useChangeLead } from '../api/change-lead'
import type { LeadPage, StaffAccount } from '@ecs/shared/api'
import { ContactLog } from './contact-log'
import { CustomerPanel } from './customer-view'
import { FirstContactClock } from './first-contact-clock'
import { LeadTimeline } from './lead-timeline'
import { LeadPhotos } from './lead-photos'
import { LeadVisits } from './lead-visits'
import { QuoteBuilder } from './quote-builder'
import { TextComposer } from './text-composer'
import { AdsUploads } from './ads-uploads'
import { Details } from './submission-details'
import { StatusBadge, kindLabel, localTime, money } from './desk-format'
import { WorkPanel } from './work-panel'
import { PrefersLanguage } from './prefers-language'

function Panel({ title, children }: { title: string; children: ReactNode }) {
  const id = useId()
  return (
    <section aria-labelledby={id} className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  )
}

const contactButton =
  'flex items-center justify-center rounded-md border border-brand-700 px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700'
const callButton = `${contactButton} bg-brand-700 text-white hover:bg-brand-800`
const otherButton = `${contactButton} bg-white text-brand-800 hover:bg-brand-50`

/** Call, text and email the customer, first thing on the lead's page (a phone's dialler, messages, mail). */
function ContactButtons({ phone, email }: { phone: string | null; email: string | null }) {
  if (!phone && !email) return null
  return (
    <ul aria-label="Contact the customer" className="grid grid-cols-3 gap-2 sm:flex sm:flex-wrap">
      {phone && (
        <li>
          <a href={telHref(phone)} className={callButton}>
            Call
          </a>
        </li>
      )}
      {phone && (
        <li>
          <a href={smsHref(phone)} className={otherButton}>
            Text
          </a>
        </li>
      )}
      {email && (
        <li>
          <a href={`mailto:${email}`} className={otherButton}>
            Email
          </a>
        </li>
      )}
    </ul>
  )
}

function NoteForm({ leadId }: { leadId: number }) {
  const id = useId()
  const [text, setText] = useState('')
  const addNote = useAddNote(leadId)
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (text.trim()) addNote.mutate(text, { onSuccess: () => setText('') })
  }
  return (
    <form onSubmit={submit} className="mb-4 space-y-2">
      <label htmlFor={id} className="block text-sm font-medium">
        Add a note
      </label>
      <textarea
        id={id}
        value={text}
        maxLength={MAX_NOTE_LENGTH}
        rows={3}
        onChange={(event) => setText(event.target.value)}
        className="block w-full rounded-md border border-slate-400 px-2 py-1.5 text-sm focus:border-brand-700 focus:outline-2 focus:outline-brand-700"
      />
      <button
        type="submit"
        disabled={addNote.isPending || !text.trim()}
        className="rounded-md border border-brand-700 px-3 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700 disabled:opacity-60"
      >
        {addNote.isPending ? 'Adding…' : 'Add note'}
      </button>
    </form>
  )
}

/**
 * A lead's page: who and what, the working fields, the timeline with notes, everything the visitor
 * sent, the campaign that brought them and the customer they are, with everything else they did with us.
 */
export function LeadView({
  page,
  staff,
  me,
  onBack,
  openLead,
  openCustomer,
}: {
  page: LeadPage
  staff: readonly StaffAccount[]
  me: number | undefined
  onBack: () => void
  openLead: (id: number) => void
  openCustomer: (id: number) => void
}) {
  const { lead } = page
  const change = useChangeLead(lead.id, staff)
  // A signup is also an account on a staff payment page: what it owes and has paid is there.
  const paymentProgram = (SIGNUP_ACCOUNT_TYPES as readonly string[]).includes(lead.kind)
    ? paymentProgramOf(lead.kind as SignupAccountType, page.submission?.program)
    : undefined
  return (
    <div className="space-y-4">
      <button
        type="button"
        onClick={onBack}
        className="text-sm text-brand-800 underline hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        ← Back to the inbox
      </button>
      <header className="flex flex-wrap items-start justify-between gap-3 rounded-lg border border-slate-200 bg-white p-4">
        <div className="w-full space-y-3">
          <ContactButtons phone={lead.phone} email={lead.email} />
          <div className="empty:hidden">
            <FirstContactClock lead={lead} />
          </div>
          <ContactLog leadId={lead.id} />
        </div>
        <div>
          <h2 className="text-xl font-semibold text-slate-900">{lead.name || lead.reference}</h2>
          <p className="text-sm text-slate-700">
            <span className="font-mono">{lead.reference}</span> · {kindLabel(lead.kind)} ·{' '}
            {lead.locationLabel ?? 'No location'} · received {localTime(lead.createdAt)}
            <PrefersLanguage lead={lead} />
          </p>
          {(lead.phone || lead.email) && (
            <p className="mt-1 text-sm text-slate-900">
              {[lead.phone && formatUsPhone(lead.phone), lead.email].filter(Boolean).join(' · ')}
            </p>
          )}
          {lead.asked && <p className="mt-1 text-slate-900">{lead.asked}</p>}
          {paymentProgram && (
            <a
              className="mt-1 inline-block text-sm text-brand-800 underline"
              href={paymentsPagePath(paymentProgram, lead.reference)}
            >
              Payments for this signup
            </a>
          )}
        </div>
        <div className="text-right text-sm">
          <StatusBadge status={lead.status} />
          {lead.quoteStage && (
            <p className="mt-1 font-semibold text-slate-900">{QUOTE_STAGE_LABELS[lead.quoteStage]}</p>
          )}
          {lead.value !== null && (
            <p className="mt-1 font-semibold">
              {money(lead.value)}{' '}
              <span className="font-normal text-slate-700">
                {lead.valueSource === 'quote' ? '(from the accepted quote)' : '(typed)'}
              </span>
            </p>
          )}
          {lead.overdue && <p className="mt-1 font-semibold text-red-800">Follow-up overdue</p>}
        </div>
      </header>
      <div className="grid gap-4 lg:grid-cols-[3fr_2fr]">
        <div className="space-y-4">
          <WorkPanel
            key={lead.version}
            page={page}
            staff={staff}
            me={me}
            saving={change.isPending}
            onChange={(value) => change.mutate(value)}
          />
          {LEAD_KIND_FACTS[lead.kind].pipeline === 'sales' && (
            <Panel title="Quotes">
              <QuoteBuilder leadId={lead.id} />
            </Panel>
          )}
          {LEAD_KIND_FACTS[lead.kind].pipeline === 'sales' && (
            <Panel title="Visits">
              <LeadVisits leadId={lead.id} />
            </Panel>
          )}
          <Panel title="What they sent">
            {page.submission ? <Details data={page.submission} /> : <p>The submission is no longer stored.</p>}
          </Panel>
          {page.photos.length > 0 && (
            <Panel title="Photos">
              <LeadPhotos photos={page.photos} />
            </Panel>
          )}
          <Panel title="The campaign that brought them">
            {page.attribution ? (
              <CampaignTouches
                first={page.attribution}
                firstAt={page.attribution.createdAt}
                last={page.attribution.lastTouch}
                lastAt={page.attribution.lastTouch.at}
              />
            ) : (
              <p className="text-sm text-slate-700">No campaign was recorded for this visit.</p>
            )}
          </Panel>
        </div>
        <div className="space-y-4">
          <Panel title="Text the customer">
            <TextComposer page={page} />
          </Panel>
          {page.adsUploads.length > 0 && (
            <Panel title="Sent to Google Ads">
              <AdsUploads uploads={page.adsUploads} />
            </Panel>
          )}
          <Panel title="Timeline">
            <NoteForm leadId={lead.id} />
            <LeadTimeline entries={page.timeline} />
          </Panel>
          {lead.customerId !== null && (
            <Panel title="Customer">
              <CustomerPanel
                customerId={lead.customerId}
                leadId={lead.id}
                openLead={openLead}
                openCustomer={openCustomer}
              />
            </Panel>
          )}
        </div>
      </div>
    </div>
  )
}
