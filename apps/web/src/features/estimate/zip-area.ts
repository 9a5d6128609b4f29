import type { Messages } from '../../lib/messages'
import { servicesAt } from '@ecs/shared/catalog'
import type { LocateResult } from './api/locate'
import type { EstimateDraft } from './hooks/use-estimate-draft'

/** The ZIP step's own check, before asking the server: five digits, or ZIP+4. */
export function zipError(zip: string): string | undefined {
  return /^\d{5}(-\d{4})?$/.test(zip.trim())
    ? undefined
    : 'Please enter a 5-digit ZIP code, like 20001 (or ZIP+4, like 20001-1234).'
}

/**
 * The draft once its ZIP's area is known: the area found (or none), the services kept only where that
 * area sells them (what is offered differs between areas), and the city and state filled in when the
 * visitor left them blank.
 */
export function withFoundArea(draft: EstimateDraft, result: LocateResult): EstimateDraft {
  const sold = result.found ? new Set<string>(servicesAt(result.location).map((service) => service.slug)) : undefined
  return {
    ...draft,
    foundLocation: result.found ? result.location : null,
    services: sold ? draft.services.filter((slug) => sold.has(slug)) : draft.services,
    address: {
      ...draft.address,
      city: draft.address.city || (result.city ?? ''),
      state: draft.address.state || (result.state ?? ''),
    },
  }
}

/** What the wizard tells the visitor about their area: the team found, in the page's words, or the server's message. */
export function areaNote(result: LocateResult, words: Pick<Messages['estimate'], 'areaFound'>): string {
  return result.found ? words.areaFound(result.label, result.city, result.state) : result.message
}
