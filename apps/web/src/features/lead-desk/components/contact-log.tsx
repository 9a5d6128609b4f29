import { LOGGED_CONTACT_CHANNELS, MAX_NOTE_LENGTH, type LeadContact } from '@ecs/shared/leads'
import { useId, useState, type FormEvent } from 'react'
import { useLogContact } from '../api/change-lead'

/** How a call went, said first on its timeline entry. */
const CALL_OUTCOMES = ['Spoke with them', 'Left a voicemail', 'No answer'] as const

const field =
  'mt-1 block w-full rounded-md border border-slate-400 bg-white px-2 py-1.5 text-sm focus:border-brand-700 focus:outline-2 focus:outline-brand-700'
const button =
  'rounded-md border border-brand-700 px-3 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60'

function ContactForm({
  channel,
  leadId,
  onDone,
}: {
  channel: LeadContact['channel']
  leadId: number
  onDone: () => void
}) {
  const id = useId()
  const log = useLogContact(leadId)
  const [outcome, setOutcome] = useState<string>(CALL_OUTCOMES[0])
  const [note, setNote] = useState('')
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const text = [channel === 'call' ? outcome : null, note.trim() || null].filter(Boolean).join(': ')
    log.mutate({ channel, ...(text ? { text } : {}) }, { onSuccess: onDone })
  }
  return (
    <form onSubmit={submit} aria-label={channel === 'call' ? 'Log a call' : 'Log an email'} className="space-y-2">
      {channel === 'call' && (
        <div>
          <label htmlFor={`${id}-outcome`} className="block text-sm font-medium">
            How it went
          </label>
          <select
            id={`${id}-outcome`}
            value={outcome}
            onChange={(event) => setOutcome(event.target.value)}
            className={field}
          >
            {CALL_OUTCOMES.map((choice) => (
              <option key={choice}>{choice}</option>
            ))}
          </select>
        </div>
      )}
      <div>
        <label htmlFor={`${id}-note`} className="block text-sm font-medium">
          {channel === 'call' ? 'Note (optional)' : 'What you wrote (optional)'}
        </label>
        <textarea
          id={`${id}-note`}
          value={note}
          rows={2}
          maxLength={MAX_NOTE_LENGTH}
          onChange={(event) => setNote(event.target.value)}
          className={field}
        />
      </div>
      <div className="flex gap-2">
        <button
          type="submit"
          disabled={log.isPending}
          className={`${button} bg-brand-700 text-white hover:bg-brand-800`}
        >
          {log.isPending ? 'Saving…' : channel === 'call' ? 'Save the call' : 'Save the email'}
        </button>
        <button type="button" onClick={onDone} className={`${button} bg-white text-brand-800 hover:bg-brand-50`}>
          Cancel
        </button>
      </div>
    </form>
  )
}

/**
 * "Log call" and "Log email": a call made or an email sent from the staff member's own phone or mailbox,
 * kept on the timeline with how it went, and as the lead's first contact if it is the first.
 */
export function ContactLog({ leadId }: { leadId: number }) {
  const [open, setOpen] = useState<LeadContact['channel'] | null>(null)
  if (open) return <ContactForm channel={open} leadId={leadId} onDone={() => setOpen(null)} />
  return (
    <div className="flex flex-wrap gap-2">
      {LOGGED_CONTACT_CHANNELS.map((channel) => (
        <button
          key={channel}
          type="button"
          onClick={() => setOpen(channel)}
          className={`${button} bg-white text-brand-800 hover:bg-brand-50`}
        >
          Log {channel}
        </button>
      ))}
    </div>
  )
}
