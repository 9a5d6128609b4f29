import { useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router-dom'
import { BILLING_CADENCE_FACTS, COMMUNITY_PROGRAM_FACTS, type CommunityProgramId } from '@ecs/shared/catalog'
import type { CommunityProgram } from '@ecs/shared/cms'
import { paths } from '@ecs/shared/routes'
import { formatCents } from '@ecs/shared/schemas'
import { ChoiceGroup, HoneypotField, TextField } from '../../../components/form-fields'
import { useHydrated } from '../../../lib/use-hydrated'
import { useLeadForm } from '../../../lib/use-lead-form'

const emptyContact = { firstName: '', lastName: '', email: '', phone: '' }

/**
 * A resident's signup: unit, one service of the program's price list (its resident price shown), and
 * contact. The server quotes the price from the same list; the visitor lands on the location's thank-you
 * page with the reference.
 */
export function ResidentSignupForm({ program, sourcePage }: { program: CommunityProgram; sourcePage: string }) {
  const programId = program.programId as CommunityProgramId
  const { location } = COMMUNITY_PROGRAM_FACTS[programId]
  const navigate = useNavigate()
  const hydrated = useHydrated()
  const [unit, setUnit] = useState('')
  const [service, setService] = useState('')
  const [contact, setContact] = useState(emptyContact)
  const [acceptTerms, setAcceptTerms] = useState(false)
  const { formRef, errors, formMessage, sending, honeypot, setHoneypot, submit, preload } = useLeadForm({
    schema: 'community-signup',
    sourcePage,
  })

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    const accepted = await submit('/api/leads/community-signup', {
      program: programId,
      unit,
      service: service || undefined,
      contact,
      acceptTerms,
    })
    if (accepted) navigate(`${paths.thankYou(location)}?ref=${encodeURIComponent(accepted.reference)}`)
  }

  const contactField = (
    field: keyof typeof emptyContact,
    label: string,
    extra: Partial<Parameters<typeof TextField>[0]> = {},
  ) => (
    <TextField
      name={`contact.${field}`}
      label={label}
      value={contact[field]}
      onChange={(value) => setContact({ ...contact, [field]: value })}
      error={errors[`contact.${field}`]}
      required
      {...extra}
    />
  )

  return (
    <section aria-labelledby="resident-signup" className="mx-auto max-w-3xl px-4 pb-12">
      <h2 id="resident-signup" className="mb-4 text-2xl font-bold text-slate-900">
        Sign up as a resident
      </h2>
      <form
        ref={formRef}
        onSubmit={onSubmit}
        onFocus={preload}
        noValidate
        className="relative rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
      >
        <fieldset disabled={!hydrated} className="min-w-0 space-y-8">
          <HoneypotField value={honeypot} onChange={setHoneypot} />
          {formMessage ? (
            <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900">
              {formMessage}
            </div>
          ) : null}
          <div className="max-w-xs">
            <TextField
              name="unit"
              label="Unit number"
              value={unit}
              onChange={setUnit}
              error={errors.unit}
              required
              maxLength={20}
            />
          </div>
          <ChoiceGroup
            name="service"
            legend="Service"
            type="radio"
            columns={2}
            options={program.prices.map((price) => ({
              value: price.key,
              label: price.service,
              description: `${formatCents(price.priceCents)}, ${BILLING_CADENCE_FACTS[price.cadence].label}`,
            }))}
            selected={[service]}
            onToggle={setService}
            error={errors.service}
          />
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-2 text-lg font-semibold text-slate-900">Your details</legend>
            {contactField('firstName', 'First name', { autoComplete: 'given-name', maxLength: 100 })}
            {contactField('lastName', 'Last name', { autoComplete: 'family-name', maxLength: 100 })}
            {contactField('email', 'Email', { type: 'email', autoComplete: 'email', maxLength: 254 })}
            {contactField('phone', 'Phone', { type: 'tel', autoComplete: 'tel', maxLength: 30 })}
          </fieldset>
          <div>
            <label className="flex items-start gap-3">
              <input
                type="checkbox"
                name="acceptTerms"
                checked={acceptTerms}
                onChange={(event) => setAcceptTerms(event.target.checked)}
                aria-invalid={errors.acceptTerms ? true : undefined}
                aria-describedby={errors.acceptTerms ? 'resident-terms-error' : undefined}
                className="mt-1 h-4 w-4 accent-brand-700"
              />
              <span>
                I accept the{' '}
                <a href="#program-terms" className="font-semibold text-brand-800 underline">
                  program terms
                </a>
                .
              </span>
            </label>
            {errors.acceptTerms ? (
              <p id="resident-terms-error" className="mt-1 text-sm font-medium text-red-800">
                {errors.acceptTerms}
              </p>
            ) : null}
          </div>
          <button
            type="submit"
            disabled={sending}
            className="rounded-md bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60"
          >
            {sending ? 'Signing up…' : 'Sign up'}
          </button>
        </fieldset>
      </form>
    </section>
  )
}
