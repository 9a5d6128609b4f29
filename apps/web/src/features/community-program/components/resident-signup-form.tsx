import { useState, type FormEvent } from 'react'
import type { CommunityProgramId } from '@ecs/shared/catalog'
import type { LeadAccepted } from '@ecs/shared/api'
import type { CommunityProgram } from '@ecs/shared/cms'
import { formatCents } from '@ecs/shared/schemas'
import { ChoiceGroup, TextField } from '../../../components/form-fields'
import { AcceptTerms } from '../../../components/accept-terms'
import { contactBody, ContactFields } from '../../../components/contact-fields'
import { LeadFormFrame } from '../../../components/lead-form-frame'
import { useMessages } from '../../../lib/messages'
import { useLeadForm } from '../../../lib/use-lead-form'
import { ResidentSignupConfirmation } from './resident-signup-confirmation'
import { useResidentTotal } from './use-resident-total'

const emptyContact = { name: '', email: '', phone: '' }

/** The anchor of the signup on the program's page, which its first screen links down to. */
export const RESIDENT_SIGNUP_ANCHOR = 'resident-signup'

/**
 * A resident's signup: unit, one or more services of the program's price list (each with its resident
 * price, and their total), and contact. The server quotes the prices from the same list; once it is
 * stored, the program's own confirmation takes the form's place on the program's page.
 */
export function ResidentSignupForm({ program, sourcePage }: { program: CommunityProgram; sourcePage: string }) {
  const programId = program.programId as CommunityProgramId
  const words = useMessages()
  const said = words.residentSignup
  const [unit, setUnit] = useState('')
  const [services, setServices] = useState<string[]>([])
  const [contact, setContact] = useState(emptyContact)
  const [acceptTerms, setAcceptTerms] = useState(false)
  const [accepted, setAccepted] = useState<LeadAccepted | null>(null)
  const form = useLeadForm({ schema: 'community-signup', sourcePage })
  const { errors, submit } = form
  // In the price list's order, whatever order they were ticked in.
  const chosen = program.prices.filter((price) => services.includes(price.key))
  const total = useResidentTotal(chosen)

  function toggle(key: string) {
    setServices((current) => (current.includes(key) ? current.filter((value) => value !== key) : [...current, key]))
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    const answer = await submit('leadCommunitySignup', {
      program: programId,
      unit,
      services: chosen.map((price) => price.key),
      contact: contactBody(contact),
      acceptTerms,
    })
    if (answer) setAccepted(answer)
  }

  return (
    <section aria-labelledby={RESIDENT_SIGNUP_ANCHOR} className="mx-auto max-w-3xl px-4 pb-12">
      <h2 id={RESIDENT_SIGNUP_ANCHOR} className="mb-4 scroll-mt-36 text-2xl font-bold text-slate-900">
        {said.heading}
      </h2>
      {accepted ? (
        <ResidentSignupConfirmation program={program} accepted={accepted} unit={unit} chosen={chosen} />
      ) : (
        <LeadFormFrame form={form} onSubmit={onSubmit} signUp>
          <div className="max-w-xs">
            <TextField
              name="unit"
              label={said.unit}
              value={unit}
              onChange={setUnit}
              error={errors.unit}
              required
              maxLength={20}
            />
          </div>
          <div>
            <ChoiceGroup
              name="services"
              legend={said.services}
              hint={said.servicesHint}
              type="checkbox"
              columns={2}
              options={program.prices.map((price) => ({
                value: price.key,
                label: price.service,
                description: `${formatCents(price.priceCents)}, ${said.cadences[price.cadence]}`,
              }))}
              selected={services}
              onToggle={toggle}
              error={errors.services}
            />
            {chosen.length > 0 && (
              <p className="mt-3 font-semibold text-slate-900" aria-live="polite">
                {said.total}: {total}
              </p>
            )}
          </div>
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-2 text-lg font-semibold text-slate-900">{words.form.yourDetails}</legend>
            <ContactFields contact={contact} onChange={setContact} errors={errors} />
          </fieldset>
          <AcceptTerms
            checked={acceptTerms}
            onChange={setAcceptTerms}
            error={errors.acceptTerms}
            termsHref="#program-terms"
            termsName={said.terms}
          />
        </LeadFormFrame>
      )}
    </section>
  )
}
