import type { Messages } from '../../lib/messages'
import { servicesAt } from '@ecs/shared/catalog'
import type { LocateResult } from './api/locate'
import type { EstimateDraft } from './hooks/use-estimate-draft'

/** The ZIP step's own check, before asking the server: five digits, or ZIP+4. */
export function zipError(zip: string, words: Pick<Messages['estimate'], 'zipInvalid'>): string | undefined {
  return isWholeZip(zip) ? undefined : words.zipInvalid
}

/** Five digits, or ZIP+4. */
export const isWholeZip = (zip: string) => /^\d{5}(-\d{4})?$/.test(zip.trim())

/** The city and state a lookup found: a ZIP in our areas or outside them has one; a refused or failed one none. */
function placeOf(result: LocateResult): { city?: string; state?: string } {
  return result.found || result.why === 'outside' ? result : {}
}

/**
 * The draft once its ZIP's area is known: the area found (or none), the services kept only where that
 * area sells them (what is offered differs between areas), and the city and state filled in when the
 * visitor left them blank.
 */
export function withFoundArea(draft: EstimateDraft, result: LocateResult): EstimateDraft {
  const sold = result.found ? new Set<string>(servicesAt(result.location).map((service) => service.slug)) : undefined
  const place = placeOf(result)
  return {
    ...draft,
    foundLocation: result.found ? result.location : null,
    services: sold ? draft.services.filter((slug) => sold.has(slug)) : draft.services,
    address: {
      ...draft.address,
      city: draft.address.city || (place.city ?? ''),
      state: draft.address.state || (place.state ?? ''),
    },
  }
}

/**
 * The draft once the address step's ZIP is looked up: a blank city and state filled in from its place,
 * what the visitor typed kept; where the page has no location of its own (`takesArea`), the area that
 * serves the ZIP, which outranks the campaign's guess (none for a ZIP outside our areas). Nothing changes
 * when the ZIP was edited again meanwhile (the answer is for another ZIP) or could not be looked up.
 */
export function withZipPlace(
  draft: EstimateDraft,
  zip: string,
  result: LocateResult,
  { takesArea }: { takesArea: boolean },
): EstimateDraft {
  if (draft.address.zip.trim() !== zip) return draft
  const place = placeOf(result)
  const city = draft.address.city || (place.city ?? '')
  const state = draft.address.state || (place.state ?? '')
  const located = result.found || result.why === 'outside'
  const foundLocation = takesArea && located ? (result.found ? result.location : null) : draft.foundLocation
  if (city === draft.address.city && state === draft.address.state && foundLocation === draft.foundLocation)
    return draft
  return { ...draft, foundLocation, address: { ...draft.address, city, state } }
}

/** What the wizard tells the visitor about their area, in the page's words: the team found, or why none was. */
export function areaNote(
  result: LocateResult,
  words: Pick<Messages['estimate'], 'areaFound' | 'outsideArea' | 'noSuchZip' | 'zipLookupFailed'>,
): string {
  if (result.found) return words.areaFound(result.label, result.city, result.state)
  if (result.why === 'no-such-zip') return words.noSuchZip(result.zip)
  if (result.why === 'unavailable') return words.zipLookupFailed
  return words.outsideArea(result.city && result.state ? `${result.city}, ${result.state}` : null)
}
