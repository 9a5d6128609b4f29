import { useEffect, useId, type ReactNode } from 'react'
import { SERVICES, servicesAt, type LocationSlug, type ServiceType } from '@ecs/shared/catalog'
import { HoneypotField } from '../../../components/form-fields'
import { useHydrated } from '../../../lib/use-hydrated'
import { useMessages } from '../../../lib/messages'
import { useEstimateWizard } from '../hooks/use-estimate-wizard'
import { SENDING_STEP } from '../wizard-steps'
import { AddressStep } from './steps/address-step'
import { AreaStep } from './steps/area-step'
import { ContactStep } from './steps/contact-step'
import { PropertyStep } from './steps/property-step'
import { ServicesStep } from './steps/services-step'
import { TypeStep } from './steps/type-step'
import { brandButton } from '../../../components/button-styles'
import { StillSendingNote } from '../../../components/still-sending-note'
import { FormMessage } from '../../../components/form-message'
import { useServicePrices, useServices } from '../../../api/services'
import { draftPriceEstimate } from '../draft-price'
import { PriceEstimateNote } from './price-estimate-note'
import { RequestSummary } from './request-summary'

export interface EstimateWizardProps {
  /** The location of the page the wizard is on; otherwise it is found from the ZIP. */
  pageLocation: LocationSlug | undefined
  /** The location the visit's campaign speaks for, taken until the visitor's ZIP says otherwise. */
  campaignLocation?: LocationSlug
  /** Preset by the residential or commercial contact pages. */
  serviceType?: ServiceType
  /** The business types to offer commercial customers (the CMS's industries, named in the page's language). */
  businessTypes: readonly { value: string; label: string }[]
  sourcePage: string
  /** Told the location serving the visitor whenever it changes (the page's, the one the ZIP found, or the campaign's). */
  onLocationChange?: (location: LocationSlug | null) => void
  /** The photo picker the property step offers (the app's; they are sent once the request is stored). */
  photos?: ReactNode
}

/**
 * The free-estimate wizard: short steps, one question group each, with a progress indicator. Back and
 * forward keep every answer; the draft survives a reload; each step is checked with the same zod
 * schema the server uses, and the server's own answer is shown at the fields it names.
 */
export function EstimateWizard({
  pageLocation,
  campaignLocation,
  serviceType,
  businessTypes,
  sourcePage,
  onLocationChange,
  photos,
}: EstimateWizardProps) {
  const businessTypeName = (value: string) => businessTypes.find((option) => option.value === value)?.label ?? value
  const id = useId()
  const hydrated = useHydrated()
  const {
    formRef,
    errors,
    formMessage,
    sending,
    stillSending,
    honeypot,
    setHoneypot,
    preload,
    draft,
    editor,
    steps,
    step,
    position,
    location,
    locatesZip,
    areaNote,
    headingRef,
    next,
    back,
    edit,
  } = useEstimateWizard({ pageLocation, campaignLocation, serviceType, sourcePage })
  const stepProps = { draft, errors, editor }
  const { estimate: words, form } = useMessages()
  // The services by the names the CMS gives them in the page's language.
  const services = useServices()
  const serviceName = (slug: string) =>
    services.find((service) => service.slug === slug)?.name ??
    SERVICES.find((service) => service.slug === slug)?.name ??
    slug
  const priceEstimate = draftPriceEstimate(draft, location, useServicePrices())
  // From the size and stories on: the range stays in view up to the send button.
  const showsPrice = steps.indexOf(step) >= steps.indexOf('property')
  useEffect(() => onLocationChange?.(location ?? null), [location, onLocationChange])

  function content(): ReactNode {
    switch (step) {
      case 'area':
        return <AreaStep {...stepProps} note={areaNote} />
      case 'type':
        return <TypeStep {...stepProps} />
      case 'services': {
        const offered = !draft.serviceType
          ? []
          : location
            ? servicesAt(location, draft.serviceType)
            : SERVICES.filter((service) => service.type === draft.serviceType)
        return <ServicesStep {...stepProps} offered={offered} serviceName={serviceName} />
      }
      case 'property':
        return (
          <>
            <PropertyStep {...stepProps} businessTypes={businessTypes} />
            {photos}
          </>
        )
      case 'address':
        return <AddressStep {...stepProps} locatesZip={locatesZip} />
      case 'contact':
        return (
          <ContactStep
            {...stepProps}
            summary={
              <RequestSummary
                draft={draft}
                location={location}
                onEdit={edit}
                serviceName={serviceName}
                businessTypeName={businessTypeName}
              />
            }
          />
        )
    }
  }

  return (
    <form
      ref={formRef}
      onSubmit={next}
      onFocus={preload}
      noValidate
      aria-labelledby={`${id}-title`}
      className="relative rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
    >
      <fieldset disabled={!hydrated} className="min-w-0">
        <HoneypotField value={honeypot} onChange={setHoneypot} />
        <p className="text-sm font-medium text-brand-800" id={`${id}-progress`}>
          {words.stepOf(String(position + 1), String(steps.length))}
        </p>
        <div
          className="mt-2 h-2 w-full rounded-full bg-slate-200"
          role="progressbar"
          aria-labelledby={`${id}-progress`}
          aria-valuemin={1}
          aria-valuemax={steps.length}
          aria-valuenow={position + 1}
        >
          <div
            className="h-2 rounded-full bg-brand-700 transition-all"
            style={{ width: `${((position + 1) / steps.length) * 100}%` }}
          />
        </div>
        <h2
          id={`${id}-title`}
          ref={headingRef}
          tabIndex={-1}
          className="mt-6 text-2xl font-bold text-slate-900 focus:outline-none"
        >
          {words.steps[step]}
        </h2>

        {!pageLocation && step !== 'area' && areaNote ? (
          <p className="mt-2 text-sm text-slate-700">{areaNote}</p>
        ) : null}

        <div className="mt-4 empty:hidden">
          <FormMessage message={formMessage} />
        </div>

        <div className="mt-6 space-y-6">{content()}</div>

        {showsPrice ? <PriceEstimateNote estimate={priceEstimate} serviceName={serviceName} /> : null}

        <div className="mt-8 flex flex-wrap items-center justify-between gap-3">
          {position > 0 ? (
            <button
              type="button"
              onClick={back}
              className="rounded-md border border-slate-400 px-4 py-2 font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              {words.back}
            </button>
          ) : (
            <span />
          )}
          <button type="submit" disabled={sending} className={brandButton.medium}>
            {!hydrated
              ? form.gettingReady
              : step === SENDING_STEP
                ? sending
                  ? words.sending
                  : words.send
                : words.next}
          </button>
        </div>
        <StillSendingNote shown={stillSending} />
      </fieldset>
    </form>
  )
}
