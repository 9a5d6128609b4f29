import { FormMessage } from './form-message'
import type { FormEvent, ReactNode } from 'react'
import { useHydrated } from '../lib/use-hydrated'
import { useMessages } from '../lib/messages'
import type { useLeadForm } from '../lib/use-lead-form'
import { HoneypotField } from './form-fields'
import { StillSendingNote } from './still-sending-note'
import { brandButton } from './button-styles'

type LeadFormState = Pick<
  ReturnType<typeof useLeadForm>,
  'formRef' | 'formMessage' | 'sending' | 'stillSending' | 'honeypot' | 'setHoneypot' | 'preload'
>

/**
 * What every single-page lead form is made of around its fields: the card, the honeypot, the form's
 * own message (announced), and the send button saying when it is sending (and, when a send is tried
 * again by itself, that it is still sending). The fields are disabled until the page is hydrated, so
 * nothing typed before then is lost to a server-rendered form; the button says the form is getting
 * ready until then. A sign-up (a plan, a community program) says so on its button, and its longer
 * list of parts stands further apart.
 */
export function LeadFormFrame({
  form: { formRef, formMessage, sending, stillSending, honeypot, setHoneypot, preload },
  onSubmit,
  submitLabel,
  signUp = false,
  children,
}: {
  form: LeadFormState
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
  /** The send button's words; a sign-up's are the catalogue's. */
  submitLabel?: string
  signUp?: boolean
  children: ReactNode
}) {
  const hydrated = useHydrated()
  const { form } = useMessages()
  const spacing = signUp ? 'space-y-8' : 'space-y-6'
  const sendingLabel = signUp ? form.signingUp : form.sending
  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      onFocus={preload}
      noValidate
      className="relative rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
    >
      <fieldset disabled={!hydrated} className={`min-w-0 ${spacing}`}>
        <HoneypotField value={honeypot} onChange={setHoneypot} />
        <FormMessage message={formMessage} />
        {children}
        <button type="submit" disabled={sending} className={brandButton.medium}>
          {!hydrated ? form.gettingReady : sending ? sendingLabel : signUp ? form.signUp : submitLabel}
        </button>
        <StillSendingNote shown={stillSending} />
      </fieldset>
    </form>
  )
}
