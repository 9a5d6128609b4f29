import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { ESTIMATE_SERVICE_PARAM } from '@ecs/shared/navigation'
import type { LocationSlug, ServiceType } from '@ecs/shared/catalog'
import { paths } from '@ecs/shared/routes'
import { useLeadForm } from '../../../lib/use-lead-form'
import { estimateAnswers, unfinishedAnswers } from '../estimate-request'
import {
  errorsOfStep,
  firstOpenStep,
  SENDING_STEP,
  stepPosition,
  stepsFor,
  stepToFix,
  type StepId,
} from '../wizard-steps'
import { useMessages } from '../../../lib/messages'
import { areaNote, withFoundArea, zipError } from '../zip-area'
import { useEstimateDraft } from './use-estimate-draft'
import { useUnfinishedBeacon } from './use-unfinished-beacon'
import { useZipArea } from './use-zip-area'
import { thankYouState } from '../../../lib/thank-you-routing'

/**
 * The wizard's state: the stored draft, the step it is on, and what Continue, Back and Edit do. Each
 * step is checked with the server's schema through the lead-form hook (errors, sending, meta, focus),
 * the contact step sends, and a refused answer brings the visitor back to the step that asks it.
 */
export function useEstimateWizard({
  pageLocation,
  campaignLocation,
  serviceType,
  sourcePage,
}: {
  pageLocation: LocationSlug | undefined
  campaignLocation: LocationSlug | undefined
  serviceType: ServiceType | undefined
  sourcePage: string
}) {
  const navigate = useNavigate()
  const [search] = useSearchParams()
  // A location known before the ZIP (the page's or the campaign's) spares the visitor the ZIP step.
  const hasLocation = (pageLocation ?? campaignLocation) !== undefined
  const hasServiceType = serviceType !== undefined
  const steps = useMemo(() => stepsFor({ hasLocation, hasServiceType }), [hasLocation, hasServiceType])
  const { draft, update, set, setIn, clear } = useEstimateDraft(
    serviceType ?? '',
    search.get(ESTIMATE_SERVICE_PARAM),
    steps,
  )
  const form = useLeadForm({
    schema: 'estimate',
    sourcePage,
    fill: { idempotencyKey: draft.idempotencyKey, startedAt: draft.startedAt },
  })
  const area = useZipArea()
  const words = useMessages().estimate
  const busyRef = useRef(false)

  const position = stepPosition(steps, draft.step)
  const step = steps[position]!
  // The ZIP the visitor gave outranks the campaign's guess; the page's own location outranks both.
  const location = pageLocation ?? draft.foundLocation ?? campaignLocation ?? null

  // A visitor who gave a name and a phone or email and leaves unsent is an unfinished estimate on the desk.
  useUnfinishedBeacon(
    () => unfinishedAnswers(draft, location),
    (answers) => form.beacon('leadUnfinishedEstimate', 'unfinished-estimate', answers),
  )

  // A step the visitor moves to gets focus on its heading, so keyboard and screen-reader users start at
  // the top of what changed; not on the first render (the page heading comes first there), and not
  // when errors brought them back (the lead-form hook focuses the field to fix).
  const headingRef = useRef<HTMLHeadingElement>(null)
  const [headingFocus, setHeadingFocus] = useState(0)
  useEffect(() => {
    if (headingFocus > 0) headingRef.current?.focus()
  }, [headingFocus])

  const show = (target: StepId) => update((current) => ({ ...current, step: target }))
  function goTo(target: StepId) {
    show(target)
    setHeadingFocus((request) => request + 1)
  }

  async function advance() {
    if (step === 'area') {
      const error = zipError(draft.address.zip, words)
      form.showErrors(error ? { 'address.zip': error } : {})
      if (error) return
      const result = await area.lookUp(draft.address.zip)
      // A ZIP that does not exist (00000, a typo) is asked again, never carried on to the next step.
      if (!result.found && result.refused) {
        form.showErrors({ 'address.zip': areaNote(result, words) })
        return
      }
      const found = withFoundArea(draft, result)
      update(() => found)
      goTo(firstOpenStep(steps, found, position + 1))
      return
    }
    const answers = estimateAnswers(draft, location)
    if (step === SENDING_STEP) {
      const accepted = await form.submit('leadEstimate', answers, {
        onErrors: (errors) => {
          const target = stepToFix(steps, errors)
          if (target) show(target)
        },
      })
      if (!accepted) return
      clear()
      const served = (accepted.location as LocationSlug | null) ?? location
      navigate(
        `${paths.thankYou(served ?? undefined)}?ref=${encodeURIComponent(accepted.reference)}`,
        thankYouState(accepted, { emailed: draft.contact.email.trim() !== '' }),
      )
      return
    }
    const found = await form.check(answers, (errors) => errorsOfStep(errors, step))
    if (Object.keys(found).length === 0) goTo(steps[position + 1]!)
  }

  /** Continue (or Send on the sending step). */
  async function next(event: FormEvent) {
    event.preventDefault()
    // One step at a time: a check may wait for the schemas (or the ZIP lookup) to answer, and a second
    // press meanwhile must neither skip a step nor send the request twice.
    if (busyRef.current) return
    busyRef.current = true
    try {
      await advance()
    } finally {
      busyRef.current = false
    }
  }

  function back() {
    form.showErrors({})
    goTo(steps[position - 1]!)
  }

  const { formRef, errors, formMessage, sending, stillSending, honeypot, setHoneypot, preload } = form
  return {
    formRef,
    errors,
    formMessage,
    sending,
    stillSending,
    honeypot,
    setHoneypot,
    preload,
    draft,
    editor: { update, set, setIn },
    steps,
    step,
    position,
    location,
    locatesZip: pageLocation === undefined,
    areaNote: area.note,
    headingRef,
    next,
    back,
    edit: goTo,
  }
}
