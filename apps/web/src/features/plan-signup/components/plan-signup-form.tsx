import { useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router-dom'
import { HOME_SIZES, PLAN_IDS, type HomeSize, type LocationSlug, type PlanId } from '@ecs/shared/catalog'
import type { Plan } from '@ecs/shared/cms'
import { paths } from '@ecs/shared/routes'
import { ENHANCED_PLAN_LOCATIONS, formatUsd, planPrice, type PlanPriceTable } from '@ecs/shared/schemas'
import { ChoiceGroup, TextField } from '../../../components/form-fields'
import { AcceptTerms } from '../../../components/accept-terms'
import { contactBody, ContactFields } from '../../../components/contact-fields'
import { LeadFormFrame } from '../../../components/lead-form-frame'
import { useMessages } from '../../../lib/messages'
import { useLeadForm } from '../../../lib/use-lead-form'
import { thankYouState } from '../../../lib/thank-you-routing'

/** The CMS's plans as the shared price function's table: the enhanced prices for the enhanced plan. */
function priceTable(plans: readonly Plan[], enhanced: boolean): PlanPriceTable {
  return Object.fromEntries(
    plans.map((plan) => [plan.planId, enhanced ? plan.enhancedPrices : plan.prices]),
  ) as unknown as PlanPriceTable
}

function safePrice(table: PlanPriceTable, planId: string, size: string): number | undefined {
  if (!(PLAN_IDS as readonly string[]).includes(planId) || !(HOME_SIZES as readonly string[]).includes(size))
    return undefined
  try {
    return planPrice(table, planId as PlanId, size as HomeSize)
  } catch {
    return undefined
  }
}

const emptyContact = {
  name: '',
  email: '',
  phone: '',
  preferredContactMethod: 'phone',
  preferredTime: 'any',
}
const emptyAddress = { street: '', unit: '', city: '', state: '', zip: '' }

/**
 * Protection-plan signup: plan and home size with the CMS's price, frequency and discount (and, where
 * the enhanced plans are sold, standard or enhanced), then contact, address and the plan terms. The
 * server stores the price it computes from the same table.
 */
export function PlanSignupForm({
  plans,
  location,
  sourcePage,
  initialPlan,
  initialSize,
  initialEnhanced = false,
}: {
  plans: readonly Plan[]
  location?: LocationSlug
  sourcePage: string
  initialPlan?: string
  initialSize?: string
  initialEnhanced?: boolean
}) {
  const navigate = useNavigate()
  const words = useMessages()
  const said = words.planSignup
  const [planId, setPlanId] = useState(
    initialPlan && (PLAN_IDS as readonly string[]).includes(initialPlan) ? initialPlan : '',
  )
  const [homeSize, setHomeSize] = useState(
    initialSize && (HOME_SIZES as readonly string[]).includes(initialSize) ? initialSize : '',
  )
  const [contact, setContact] = useState(emptyContact)
  const [address, setAddress] = useState(emptyAddress)
  const [acceptTerms, setAcceptTerms] = useState(false)
  const enhancedOffered =
    (!location || ENHANCED_PLAN_LOCATIONS.includes(location)) &&
    plans.some((plan) => HOME_SIZES.some((size) => typeof plan.enhancedPrices?.[size] === 'number'))
  const [enhanced, setEnhanced] = useState(enhancedOffered && initialEnhanced)
  const form = useLeadForm({
    schema: 'plan-signup',
    sourcePage,
  })
  const { errors, submit } = form
  const table = priceTable(plans, enhanced)
  const chosen = plans.find((plan) => plan.planId === planId)
  const price = safePrice(table, planId, homeSize)

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    const accepted = await submit('leadPlanSignup', {
      planId: planId || undefined,
      homeSize: homeSize || undefined,
      ...(enhanced ? { enhanced } : {}),
      ...(location ? { location } : {}),
      contact: contactBody(contact),
      address,
      acceptTerms,
    })
    if (accepted)
      navigate(
        `${paths.plansThankYou(location)}?ref=${encodeURIComponent(accepted.reference)}`,
        thankYouState(accepted),
      )
  }

  const addressField = (
    field: keyof typeof emptyAddress,
    label: string,
    extra: Partial<Parameters<typeof TextField>[0]> = {},
  ) => (
    <TextField
      name={`address.${field}`}
      label={label}
      value={address[field]}
      onChange={(value) => setAddress({ ...address, [field]: value })}
      error={errors[`address.${field}`]}
      required={field !== 'unit'}
      {...extra}
    />
  )

  return (
    <LeadFormFrame form={form} onSubmit={onSubmit} signUp>
      <ChoiceGroup
        name="planId"
        legend={said.yourPlan}
        type="radio"
        columns={3}
        options={plans.map((plan) => ({
          value: plan.planId,
          label: plan.name,
          description: said.planFacts(words.plans.frequencies[plan.frequency], plan.discountPercent),
        }))}
        selected={[planId]}
        onToggle={setPlanId}
        error={errors.planId}
      />
      {enhancedOffered ? (
        <ChoiceGroup
          name="enhanced"
          legend={said.standardOrEnhanced}
          type="radio"
          options={[
            { value: 'standard', label: said.standard, description: said.standardDescription },
            { value: 'enhanced', label: said.enhanced, description: said.enhancedDescription },
          ]}
          selected={[enhanced ? 'enhanced' : 'standard']}
          onToggle={(value) => setEnhanced(value === 'enhanced')}
          error={errors.enhanced}
        />
      ) : null}
      <ChoiceGroup
        name="homeSize"
        legend={said.homeSize}
        type="radio"
        columns={3}
        options={HOME_SIZES.map((size) => {
          const sizePrice = safePrice(table, planId, size)
          return {
            value: size,
            label: said.sizes[size],
            description: sizePrice === undefined ? undefined : said.perVisit(formatUsd(sizePrice)),
          }
        })}
        selected={[homeSize]}
        onToggle={setHomeSize}
        error={errors.homeSize}
      />
      {chosen && price !== undefined ? (
        <p role="status" className="rounded-md bg-brand-50 p-4 text-slate-900">
          <strong>{enhanced ? said.enhancedName(chosen.name) : chosen.name}</strong>:{' '}
          {said.chosen(formatUsd(price), words.plans.frequencies[chosen.frequency], chosen.discountPercent)}
        </p>
      ) : null}
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold text-slate-900">{words.form.yourDetails}</legend>
        <ContactFields contact={contact} onChange={setContact} errors={errors} />
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-6">
        <legend className="mb-2 text-lg font-semibold text-slate-900">{said.homeAddress}</legend>
        <div className="sm:col-span-4">
          {addressField('street', words.estimate.street, { autoComplete: 'address-line1', maxLength: 200 })}
        </div>
        <div className="sm:col-span-2">
          {addressField('unit', words.estimate.unit, { autoComplete: 'address-line2', maxLength: 50 })}
        </div>
        <div className="sm:col-span-3">
          {addressField('city', words.estimate.city, { autoComplete: 'address-level2', maxLength: 100 })}
        </div>
        <div className="sm:col-span-1">
          {addressField('state', words.estimate.state, { autoComplete: 'address-level1', maxLength: 2 })}
        </div>
        <div className="sm:col-span-2">
          {addressField('zip', words.estimate.zipShort, {
            autoComplete: 'postal-code',
            inputMode: 'numeric',
            maxLength: 10,
          })}
        </div>
      </fieldset>
      <AcceptTerms
        checked={acceptTerms}
        onChange={setAcceptTerms}
        error={errors.acceptTerms}
        termsHref={paths.plansTerms(location)}
        termsName={said.terms}
      />
    </LeadFormFrame>
  )
}
