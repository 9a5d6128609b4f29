import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { useHydrated } from '../../../lib/use-hydrated'
import { useNavigate } from 'react-router-dom'
import {
  HOME_SIZE_LABELS,
  HOME_SIZES,
  labelledOptions,
  SERVICES,
  servicesAt,
  type HomeSize,
  type LocationSlug,
  type ServiceType,
} from '@ecs/shared/catalog'
import { paths } from '@ecs/shared/routes'
import {
  MAX_STORIES,
  PREFERRED_CONTACT_METHOD_LABELS,
  PREFERRED_CONTACT_METHODS,
  PREFERRED_CONTACT_TIME_LABELS,
  PREFERRED_CONTACT_TIMES,
  PROPERTY_SURFACE_LABELS,
  PROPERTY_SURFACES,
  storiesLabel,
} from '@ecs/shared/schemas'
import { ChoiceGroup, HoneypotField, SelectField, TextField } from '../../../components/form-fields'
import {
  checkLead,
  postLead,
  preloadLeadChecks,
  readAttributionSessionId,
  type FieldErrorMap,
} from '../../../lib/lead-form'
import { locateZip } from '../api/locate'
import { useEstimateDraft, type EstimateDraft } from '../hooks/use-estimate-draft'

type StepId = 'area' | 'type' | 'services' | 'property' | 'address' | 'contact' | 'review'

/** Which answers each step asks, by the schema's field paths, so a step checks only its own. */
const STEP_FIELDS: Record<StepId, string[]> = {
  area: [],
  type: ['serviceType'],
  services: ['services'],
  property: ['property'],
  address: ['address'],
  contact: ['contact', 'message'],
  review: [''],
}

const STEP_TITLES: Record<StepId, string> = {
  area: 'Where is the property?',
  type: 'Is this for a home or a business?',
  services: 'Which services do you need?',
  property: 'Tell us about the property',
  address: 'The property address',
  contact: 'How can we reach you?',
  review: 'Review and send',
}

function stepOf(field: string, steps: readonly StepId[]): number {
  const index = steps.findIndex((step) =>
    STEP_FIELDS[step].some((prefix) => prefix !== '' && (field === prefix || field.startsWith(`${prefix}.`))),
  )
  return index === -1 ? steps.length - 1 : index
}

/** The request the server receives, built from the draft exactly as it will be sent. */
function requestBody(draft: EstimateDraft, location: LocationSlug | null, sourcePage: string) {
  const stories = Number.parseInt(draft.property.stories, 10)
  return {
    serviceType: draft.serviceType || undefined,
    services: draft.services,
    ...(location ? { location } : {}),
    property: {
      size: draft.property.size || undefined,
      stories: Number.isNaN(stories) ? undefined : stories,
      surfaces: draft.property.surfaces,
      ...(draft.serviceType === 'commercial' && draft.property.businessType
        ? { businessType: draft.property.businessType }
        : {}),
    },
    address: { ...draft.address },
    contact: { ...draft.contact },
    message: draft.message,
    attributionSessionId: readAttributionSessionId(),
    sourcePage,
    idempotencyKey: draft.idempotencyKey,
    company_website: draft.company_website,
    startedAt: draft.startedAt,
  }
}

export interface EstimateWizardProps {
  /** The location of the page the wizard is on; otherwise it is found from the ZIP. */
  pageLocation: LocationSlug | undefined
  /** Preset by the residential or commercial contact pages. */
  serviceType?: ServiceType
  /** The business types to offer commercial customers (the CMS's industries). */
  businessTypes: readonly string[]
  sourcePage: string
}

/**
 * The free-estimate wizard: short steps, one question group each, with a progress indicator. Back and
 * forward keep every answer; the draft survives a reload; each step is checked with the same zod
 * schema the server uses, and the server's own answer is shown at the fields it names.
 */
export function EstimateWizard({ pageLocation, serviceType, businessTypes, sourcePage }: EstimateWizardProps) {
  const id = useId()
  const navigate = useNavigate()
  const { draft, update, clear } = useEstimateDraft(serviceType ?? '')
  const [errors, setErrors] = useState<FieldErrorMap>({})
  const [formMessage, setFormMessage] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const busyRef = useRef(false)
  const [areaNote, setAreaNote] = useState<string | null>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const movedRef = useRef(false)

  const steps: StepId[] = pageLocation
    ? ['type', 'services', 'property', 'address', 'contact', 'review']
    : ['area', 'type', 'services', 'property', 'address', 'contact', 'review']
  const stepIndex = Math.max(0, steps.indexOf(draft.step as StepId))
  const step = steps[stepIndex]!
  const location = pageLocation ?? draft.foundLocation
  const offered = draft.serviceType
    ? location
      ? servicesAt(location, draft.serviceType)
      : SERVICES.filter((service) => service.type === draft.serviceType)
    : []

  // After a step change, move focus to the new step's heading so keyboard and screen-reader users
  // start at the top of what changed (not on the first render: the page heading comes first there).
  useEffect(() => {
    if (movedRef.current) headingRef.current?.focus()
  }, [stepIndex])

  function setStep(next: number) {
    movedRef.current = true
    update((current) => ({ ...current, step: steps[next] ?? steps[0]! }))
  }

  function focusFirstError() {
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
  }

  async function stepErrors(target: StepId): Promise<FieldErrorMap> {
    const all = await checkLead('estimate', requestBody(draft, location, sourcePage))
    if (target === 'review') return all
    return Object.fromEntries(
      Object.entries(all).filter(([field]) =>
        STEP_FIELDS[target].some((prefix) => field === prefix || field.startsWith(`${prefix}.`)),
      ),
    )
  }

  async function findArea() {
    const zip = draft.address.zip.trim()
    if (!/^\d{5}$/.test(zip)) {
      setErrors({ 'address.zip': 'Please enter a 5-digit ZIP code, like 20001.' })
      focusFirstError()
      return false
    }
    const result = await locateZip(zip)
    update((current) => ({
      ...current,
      foundLocation: result.found ? result.location : null,
      services: [],
      address: {
        ...current.address,
        city: current.address.city || (result.city ?? ''),
        state: current.address.state || (result.state ?? ''),
      },
    }))
    setAreaNote(
      result.found ? `Good news: our ${result.label} team serves ${result.city}, ${result.state}.` : result.message,
    )
    return true
  }

  async function next(event: FormEvent) {
    event.preventDefault()
    // One step at a time: a check may wait for the schemas to load, and a second press meanwhile
    // must neither skip a step nor send the request twice.
    if (busyRef.current) return
    busyRef.current = true
    try {
      await advance()
    } finally {
      busyRef.current = false
    }
  }

  async function advance() {
    setFormMessage(null)
    if (step === 'area') {
      setErrors({})
      if (await findArea()) setStep(stepIndex + 1)
      return
    }
    const found = await stepErrors(step)
    setErrors(found)
    if (Object.keys(found).length > 0) {
      if (step === 'review') setStep(stepOf(Object.keys(found)[0]!, steps))
      focusFirstError()
      return
    }
    if (step === 'review') await submit()
    else setStep(stepIndex + 1)
  }

  async function submit() {
    setSending(true)
    const result = await postLead('/api/leads/estimate', { json: requestBody(draft, location, sourcePage) })
    if (result.ok) {
      clear()
      const served = (result.location as LocationSlug | null) ?? location
      navigate(`${paths.thankYou(served ?? undefined)}?ref=${encodeURIComponent(result.reference)}`)
      return
    }
    setSending(false)
    setErrors(result.fieldErrors)
    setFormMessage(result.message)
    const firstField = Object.keys(result.fieldErrors)[0]
    if (firstField) setStep(stepOf(firstField, steps))
    focusFirstError()
  }

  const set = <K extends keyof EstimateDraft>(key: K, value: EstimateDraft[K]) =>
    update((current) => ({ ...current, [key]: value }))
  const setIn = <G extends 'property' | 'address' | 'contact'>(
    group: G,
    field: keyof EstimateDraft[G],
    value: string | string[],
  ) => update((current) => ({ ...current, [group]: { ...current[group], [field]: value } }))
  const toggle = (list: readonly string[], value: string) =>
    list.includes(value) ? list.filter((item) => item !== value) : [...list, value]

  const hydrated = useHydrated()
  return (
    <form
      ref={formRef}
      onSubmit={next}
      onFocus={preloadLeadChecks}
      noValidate
      aria-labelledby={`${id}-title`}
      className="relative rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
    >
      <fieldset disabled={!hydrated} className="min-w-0">
        <HoneypotField value={draft.company_website} onChange={(value) => set('company_website', value)} />
        <p className="text-sm font-medium text-brand-800" id={`${id}-progress`}>
          Step {stepIndex + 1} of {steps.length}
        </p>
        <div
          className="mt-2 h-2 w-full rounded-full bg-slate-200"
          role="progressbar"
          aria-labelledby={`${id}-progress`}
          aria-valuemin={1}
          aria-valuemax={steps.length}
          aria-valuenow={stepIndex + 1}
        >
          <div
            className="h-2 rounded-full bg-brand-700 transition-all"
            style={{ width: `${((stepIndex + 1) / steps.length) * 100}%` }}
          />
        </div>
        <h2
          id={`${id}-title`}
          ref={headingRef}
          tabIndex={-1}
          className="mt-6 text-2xl font-bold text-slate-900 focus:outline-none"
        >
          {STEP_TITLES[step]}
        </h2>

        {!pageLocation && step !== 'area' && areaNote ? (
          <p className="mt-2 text-sm text-slate-700">{areaNote}</p>
        ) : null}

        {formMessage ? (
          <div role="alert" className="mt-4 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900">
            {formMessage}
          </div>
        ) : null}

        <div className="mt-6 space-y-6">
          {step === 'area' ? (
            <>
              <TextField
                name="address.zip"
                label="ZIP code of the property"
                value={draft.address.zip}
                onChange={(value) => setIn('address', 'zip', value)}
                error={errors['address.zip']}
                inputMode="numeric"
                autoComplete="postal-code"
                required
                maxLength={10}
                hint="We use it to find the team nearest to you."
              />
              {areaNote ? <p className="rounded-md bg-brand-50 p-3 text-slate-800">{areaNote}</p> : null}
            </>
          ) : null}

          {step === 'type' ? (
            <ChoiceGroup
              name="serviceType"
              legend="Type of property"
              type="radio"
              columns={2}
              options={[
                { value: 'residential', label: 'My home', description: 'Windows, siding, decks, holiday lights' },
                {
                  value: 'commercial',
                  label: 'A business or building',
                  description: 'Storefronts, offices, garages, HOAs',
                },
              ]}
              selected={[draft.serviceType]}
              onToggle={(value) =>
                update((current) => ({
                  ...current,
                  serviceType: value as EstimateDraft['serviceType'],
                  services: current.serviceType === value ? current.services : [],
                }))
              }
              error={errors.serviceType}
            />
          ) : null}

          {step === 'services' ? (
            <ChoiceGroup
              name="services"
              legend="Choose one or more"
              type="checkbox"
              options={offered.map((service) => ({ value: service.slug, label: service.name }))}
              selected={draft.services}
              onToggle={(value) => set('services', toggle(draft.services, value))}
              error={errors.services ?? Object.entries(errors).find(([field]) => field.startsWith('services.'))?.[1]}
              hint={offered.length === 0 ? 'Go back and choose home or business first.' : undefined}
            />
          ) : null}

          {step === 'property' ? (
            <>
              <ChoiceGroup
                name="property.size"
                legend="Size"
                type="radio"
                columns={3}
                options={labelledOptions(HOME_SIZES, HOME_SIZE_LABELS)}
                selected={[draft.property.size]}
                onToggle={(value) => setIn('property', 'size', value)}
                error={errors['property.size']}
              />
              <ChoiceGroup
                name="property.stories"
                legend="Stories"
                type="radio"
                columns={3}
                options={Array.from({ length: MAX_STORIES }, (_, index) => ({
                  value: String(index + 1),
                  label: storiesLabel(index + 1),
                }))}
                selected={[draft.property.stories]}
                onToggle={(value) => setIn('property', 'stories', value)}
                error={errors['property.stories']}
              />
              <ChoiceGroup
                name="property.surfaces"
                legend="Surfaces to clean (optional)"
                type="checkbox"
                columns={3}
                options={labelledOptions(PROPERTY_SURFACES, PROPERTY_SURFACE_LABELS)}
                selected={draft.property.surfaces}
                onToggle={(value) => setIn('property', 'surfaces', toggle(draft.property.surfaces, value))}
                error={errors['property.surfaces']}
              />
              {draft.serviceType === 'commercial' ? (
                <SelectField
                  name="property.businessType"
                  label="Type of business"
                  value={draft.property.businessType}
                  onChange={(value) => setIn('property', 'businessType', value)}
                  options={businessTypes.map((name) => ({ value: name, label: name }))}
                  error={errors['property.businessType']}
                  required
                />
              ) : null}
            </>
          ) : null}

          {step === 'address' ? (
            <div className="grid gap-4 sm:grid-cols-6">
              <div className="sm:col-span-4">
                <TextField
                  name="address.street"
                  label="Street address"
                  value={draft.address.street}
                  onChange={(value) => setIn('address', 'street', value)}
                  error={errors['address.street']}
                  autoComplete="address-line1"
                  required
                  maxLength={200}
                />
              </div>
              <div className="sm:col-span-2">
                <TextField
                  name="address.unit"
                  label="Apt or suite"
                  value={draft.address.unit}
                  onChange={(value) => setIn('address', 'unit', value)}
                  error={errors['address.unit']}
                  autoComplete="address-line2"
                  maxLength={50}
                />
              </div>
              <div className="sm:col-span-3">
                <TextField
                  name="address.city"
                  label="City"
                  value={draft.address.city}
                  onChange={(value) => setIn('address', 'city', value)}
                  error={errors['address.city']}
                  autoComplete="address-level2"
                  required
                  maxLength={100}
                />
              </div>
              <div className="sm:col-span-1">
                <TextField
                  name="address.state"
                  label="State"
                  value={draft.address.state}
                  onChange={(value) => setIn('address', 'state', value)}
                  error={errors['address.state']}
                  autoComplete="address-level1"
                  required
                  maxLength={2}
                />
              </div>
              <div className="sm:col-span-2">
                <TextField
                  name="address.zip"
                  label="ZIP"
                  value={draft.address.zip}
                  onChange={(value) => setIn('address', 'zip', value)}
                  error={errors['address.zip']}
                  autoComplete="postal-code"
                  inputMode="numeric"
                  required
                  maxLength={10}
                />
              </div>
            </div>
          ) : null}

          {step === 'contact' ? (
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                name="contact.firstName"
                label="First name"
                value={draft.contact.firstName}
                onChange={(value) => setIn('contact', 'firstName', value)}
                error={errors['contact.firstName']}
                autoComplete="given-name"
                required
                maxLength={100}
              />
              <TextField
                name="contact.lastName"
                label="Last name"
                value={draft.contact.lastName}
                onChange={(value) => setIn('contact', 'lastName', value)}
                error={errors['contact.lastName']}
                autoComplete="family-name"
                required
                maxLength={100}
              />
              <TextField
                name="contact.email"
                label="Email"
                type="email"
                value={draft.contact.email}
                onChange={(value) => setIn('contact', 'email', value)}
                error={errors['contact.email']}
                autoComplete="email"
                inputMode="email"
                required
                maxLength={254}
              />
              <TextField
                name="contact.phone"
                label="Phone"
                type="tel"
                value={draft.contact.phone}
                onChange={(value) => setIn('contact', 'phone', value)}
                error={errors['contact.phone']}
                autoComplete="tel"
                inputMode="tel"
                required
                maxLength={30}
              />
              <ChoiceGroup
                name="contact.preferredContactMethod"
                legend="Best way to reach you"
                type="radio"
                columns={3}
                options={labelledOptions(PREFERRED_CONTACT_METHODS, PREFERRED_CONTACT_METHOD_LABELS)}
                selected={[draft.contact.preferredContactMethod]}
                onToggle={(value) => setIn('contact', 'preferredContactMethod', value)}
                error={errors['contact.preferredContactMethod']}
              />
              <ChoiceGroup
                name="contact.preferredTime"
                legend="Best time"
                type="radio"
                columns={2}
                options={labelledOptions(PREFERRED_CONTACT_TIMES, PREFERRED_CONTACT_TIME_LABELS)}
                selected={[draft.contact.preferredTime]}
                onToggle={(value) => setIn('contact', 'preferredTime', value)}
                error={errors['contact.preferredTime']}
              />
              <div className="sm:col-span-2">
                <TextField
                  name="message"
                  label="Anything else we should know?"
                  multiline
                  value={draft.message}
                  onChange={(value) => set('message', value)}
                  error={errors.message}
                  maxLength={2000}
                />
              </div>
            </div>
          ) : null}

          {step === 'review' ? (
            <ReviewSummary
              draft={draft}
              location={location}
              offeredNames={Object.fromEntries(SERVICES.map((service) => [service.slug, service.name]))}
              onEdit={(target) => setStep(steps.indexOf(target))}
            />
          ) : null}
        </div>

        <div className="mt-8 flex flex-wrap items-center justify-between gap-3">
          {stepIndex > 0 ? (
            <button
              type="button"
              onClick={() => {
                setErrors({})
                setStep(stepIndex - 1)
              }}
              className="rounded-md border border-slate-400 px-4 py-2 font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              Back
            </button>
          ) : (
            <span />
          )}
          <button
            type="submit"
            disabled={sending}
            className="rounded-md bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60"
          >
            {step === 'review' ? (sending ? 'Sending…' : 'Send my request') : 'Continue'}
          </button>
        </div>
      </fieldset>
    </form>
  )
}

function ReviewSummary({
  draft,
  location,
  offeredNames,
  onEdit,
}: {
  draft: EstimateDraft
  location: LocationSlug | null
  offeredNames: Record<string, string>
  onEdit: (step: StepId) => void
}) {
  const rows: [StepId, string, string][] = [
    ['type', 'Property type', draft.serviceType === 'commercial' ? 'Business' : 'Home'],
    ['services', 'Services', draft.services.map((slug) => offeredNames[slug] ?? slug).join(', ')],
    [
      'property',
      'Property',
      [
        HOME_SIZE_LABELS[draft.property.size as HomeSize] ?? '',
        `${draft.property.stories} stories`,
        draft.property.businessType,
      ]
        .filter(Boolean)
        .join(' · '),
    ],
    [
      'address',
      'Address',
      `${draft.address.street}${draft.address.unit ? `, ${draft.address.unit}` : ''}, ${draft.address.city}, ${draft.address.state} ${draft.address.zip}`,
    ],
    [
      'contact',
      'Contact',
      `${draft.contact.firstName} ${draft.contact.lastName} · ${draft.contact.email} · ${draft.contact.phone} · by ${draft.contact.preferredContactMethod}, ${draft.contact.preferredTime}`,
    ],
  ]
  return (
    <div>
      <dl className="divide-y divide-slate-200 rounded-lg ring-1 ring-slate-200">
        {rows.map(([step, term, value]) => (
          <div key={step} className="p-3">
            <dt className="text-sm font-medium text-slate-600">{term}</dt>
            <dd className="flex flex-wrap items-start justify-between gap-2 text-slate-900">
              <span>{value}</span>
              <button
                type="button"
                onClick={() => onEdit(step)}
                className="text-sm font-semibold text-brand-800 underline hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-700"
              >
                Edit <span className="sr-only">{term.toLowerCase()}</span>
              </button>
            </dd>
          </div>
        ))}
      </dl>
      {location ? null : (
        <p className="mt-3 text-sm text-slate-700">
          We could not match your ZIP to one of our areas; we will tell you if a crew can reach you.
        </p>
      )}
    </div>
  )
}
