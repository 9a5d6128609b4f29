import { useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router-dom'
import { COMMUNITY_PROGRAM_FACTS, type CommunityProgramId } from '@ecs/shared/catalog'
import type { CommunityProgram } from '@ecs/shared/cms'
import { paths } from '@ecs/shared/routes'
import { formatCents } from '@ecs/shared/schemas'
import { ChoiceGroup, TextField } from '../../../components/form-fields'
import { AcceptTerms } from '../../../components/accept-terms'
import { contactBody, ContactFields } from '../../../components/contact-fields'
import { LeadFormFrame } from '../../../components/lead-form-frame'
import { useMessages } from '../../../lib/messages'
import { useLocale } from '../../../lib/locale'
import { useLeadForm } from '../../../lib/use-lead-form'
import { thankYouState } from '../../../lib/thank-you-routing'

const emptyContact = { name: '', email: '', phone: '' }

/**
 * A resident's signup: unit, one service of the program's price list (its resident price shown), and
 * contact. The server quotes the price from the same list; the visitor lands on the location's thank-you
 * page with the reference.
 */
export function ResidentSignupForm({ program, sourcePage }: { program: CommunityProgram; sourcePage: string }) {
  const programId = program.programId as CommunityProgramId
  const { location } = COMMUNITY_PROGRAM_FACTS[programId]
  const navigate = useNavigate()
  const words = useMessages()
  const said = words.residentSignup
  const locale = useLocale()
  const [unit, setUnit] = useState('')
  const [service, setService] = useState('')
  const [contact, setContact] = useState(emptyContact)
  const [acceptTerms, setAcceptTerms] = useState(false)
  const form = useLeadForm({ schema: 'community-signup', sourcePage })
  const { errors, submit } = form

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    const accepted = await submit('leadCommunitySignup', {
      program: programId,
      unit,
      service: service || undefined,
      contact: contactBody(contact),
      acceptTerms,
    })
    if (accepted)
      navigate(`${paths.thankYou(location)}?ref=${encodeURIComponent(accepted.reference)}`, thankYouState(accepted))
  }

  return (
    <section aria-labelledby="resident-signup" className="mx-auto max-w-3xl px-4 pb-12">
      <h2 id="resident-signup" className="mb-4 text-2xl font-bold text-slate-900">
        {said.heading}
      </h2>
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
        <ChoiceGroup
          name="service"
          legend={said.service}
          type="radio"
          columns={2}
          options={program.prices.map((price) => ({
            value: price.key,
            label: price.service,
            description: `${formatCents(price.priceCents, locale)}, ${said.cadences[price.cadence]}`,
          }))}
          selected={[service]}
          onToggle={setService}
          error={errors.service}
        />
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
    </section>
  )
}
