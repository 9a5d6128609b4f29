import { useCallback, useEffect, useState } from 'react'
import { SERVICES, type LocationSlug } from '@ecs/shared/catalog'
import { firstOpenStep, isStepId, type StepId } from '../wizard-steps'

/** What the visitor has answered so far, as typed (numbers stay text until they are sent). */
export interface EstimateDraft {
  /** The step the visitor is on, by name (the steps differ between pages: a location page skips the ZIP step); null before the first. */
  step: StepId | null
  /** One per form fill: a retried or double-clicked submit is one lead. */
  idempotencyKey: string
  startedAt: number
  /** The area found from the ZIP when the page is not a location's. */
  foundLocation: LocationSlug | null
  serviceType: '' | 'residential' | 'commercial'
  services: string[]
  /** A home's size and stories, or a business's type, building and measures (typed as text). */
  property: {
    size: string
    stories: string
    surfaces: string[]
    businessType: string
    buildingType: string
    floors: string
    squareFeet: string
    levels: string
    stalls: string
    frontageFeet: string
  }
  /** Who asks for a business. */
  business: { company: string; jobTitle: string; sites: string }
  address: { street: string; unit: string; city: string; state: string; zip: string }
  contact: {
    /** The whole name as typed; split into first and last only when sent. */
    name: string
    email: string
    phone: string
    preferredContactMethod: string
    preferredTime: string
    textConsent?: boolean
  }
  message: string
}

/** The answers asked in groups, each a nested object of the request. */
export type DraftGroup = 'property' | 'business' | 'address' | 'contact'

/** Changes to the draft, as the steps make them. */
export type DraftEditor = Pick<ReturnType<typeof useEstimateDraft>, 'update' | 'set' | 'setIn'>

const STORAGE_KEY = 'estimate_draft_v1'

export function emptyDraft(serviceType: EstimateDraft['serviceType'] = ''): EstimateDraft {
  return {
    step: null,
    idempotencyKey: crypto.randomUUID(),
    startedAt: Date.now(),
    foundLocation: null,
    serviceType,
    services: [],
    property: {
      size: '',
      stories: '',
      surfaces: [],
      businessType: '',
      buildingType: '',
      floors: '',
      squareFeet: '',
      levels: '',
      stalls: '',
      frontageFeet: '',
    },
    business: { company: '', jobTitle: '', sites: '' },
    address: { street: '', unit: '', city: '', state: '', zip: '' },
    contact: {
      name: '',
      email: '',
      phone: '',
      preferredContactMethod: 'phone',
      preferredTime: 'any',
    },
    message: '',
  }
}

/**
 * The draft opened on a service's page: that service chosen (beside others of its type already
 * chosen) and its type with it. Undefined for no or an unknown service.
 */
function withPresetService(draft: EstimateDraft, slug: string | null): EstimateDraft | undefined {
  const service = SERVICES.find((candidate) => candidate.slug === slug)
  if (!service) return undefined
  const kept = draft.serviceType === service.type ? draft.services.filter((chosen) => chosen !== service.slug) : []
  return { ...draft, step: null, serviceType: service.type, services: [...kept, service.slug] }
}

function readStoredDraft(): EstimateDraft | undefined {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY)
    if (!stored) return undefined
    const draft = JSON.parse(stored) as Partial<EstimateDraft>
    // A step this version no longer has (or none yet) starts the wizard at its first step.
    if (typeof draft.idempotencyKey !== 'string') return undefined
    const empty = emptyDraft()
    // A draft stored by an older version lacks the answers added since: they start blank.
    return {
      ...empty,
      ...draft,
      property: { ...empty.property, ...draft.property },
      business: { ...empty.business, ...draft.business },
      step: isStepId(draft.step) ? draft.step : null,
    }
  } catch {
    return undefined
  }
}

/**
 * The wizard's answers, kept in localStorage so a reload (or a visit to another page and back) resumes
 * where the visitor was. The server render starts empty; the stored draft is restored after hydration.
 */
export function useEstimateDraft(
  initialServiceType: EstimateDraft['serviceType'],
  presetService: string | null,
  /** The page's steps: a draft opened on a service starts at the first with a question left. */
  steps: readonly StepId[],
) {
  const [draft, setDraft] = useState<EstimateDraft>(() => emptyDraft(initialServiceType))
  const [restored, setRestored] = useState(false)

  useEffect(() => {
    const stored = readStoredDraft()
    // The stored draft exists only in the browser: reading it during the first render would make the
    // hydrated form differ from the server's HTML, so it is restored once, right after.
    const resumed =
      stored && initialServiceType && !stored.serviceType ? { ...stored, serviceType: initialServiceType } : stored
    const opened = withPresetService(resumed ?? emptyDraft(initialServiceType), presetService)
    // A page for homes (or businesses) keeps its type: a service of the other kind is not taken.
    const preset = initialServiceType && opened?.serviceType !== initialServiceType ? undefined : opened
    if (resumed || preset) {
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setDraft(preset ? { ...preset, step: firstOpenStep(steps, preset) } : resumed!)
    }
    setRestored(true)
  }, [initialServiceType, presetService, steps])

  useEffect(() => {
    if (!restored) return
    try {
      window.localStorage.setItem(STORAGE_KEY, JSON.stringify(draft))
    } catch {
      // Private mode or a full storage: the wizard still works, only without surviving a reload.
    }
  }, [draft, restored])

  const update = useCallback(
    (change: (draft: EstimateDraft) => EstimateDraft) => setDraft((current) => change(current)),
    [],
  )

  /** Sets one answer. */
  const set = useCallback(
    <K extends keyof EstimateDraft>(key: K, value: EstimateDraft[K]) =>
      setDraft((current) => ({ ...current, [key]: value })),
    [],
  )

  /** Sets one answer of a group (property, address, contact). */
  const setIn = useCallback(
    <G extends DraftGroup, F extends keyof EstimateDraft[G]>(group: G, field: F, value: EstimateDraft[G][F]) =>
      setDraft((current) => ({ ...current, [group]: { ...current[group], [field]: value } })),
    [],
  )

  const clear = useCallback(() => {
    try {
      window.localStorage.removeItem(STORAGE_KEY)
    } catch {
      // Nothing stored to remove.
    }
  }, [])

  return { draft, update, set, setIn, clear }
}
