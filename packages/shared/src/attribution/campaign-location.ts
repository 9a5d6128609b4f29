import { isLocationSlug, type LocationSlug } from '../catalog'
import { detectLocation } from '../navigation'

/**
 * How an ad platform's campaign name meets a visit's utm_campaign: trimmed and in lower case, since the
 * platforms' exports and hand-typed tags differ in case and stray spaces ("Spring Wash " is spring wash).
 * Nothing else is folded: a hyphen and a space are different names.
 */
export const campaignKey = (name: string) => name.trim().toLowerCase()

/** A visit's first touch, as the browser keeps it: its campaign tag and the address it landed on. */
export interface FirstTouch {
  utmCampaign: string | null
  landingPage: string | null
}

/** A location and the campaign names marketing runs for it (the locations' "Ad campaigns" in the CMS). */
export interface CampaignLocation {
  slug: string
  adCampaigns?: readonly string[] | null
}

/**
 * The location a visit's campaign speaks for, when the page it is on names none: the location whose ad
 * campaigns include the visit's utm_campaign (marketing's word, so it comes first), else the location of
 * the page the visit landed on (an ad sent to /seattle/... is Seattle's). Undefined when neither says.
 */
export function locationOfCampaign(
  touch: FirstTouch,
  locations: readonly CampaignLocation[],
): LocationSlug | undefined {
  if (touch.utmCampaign) {
    const key = campaignKey(touch.utmCampaign)
    const named = locations.find((location) => location.adCampaigns?.some((name) => campaignKey(name) === key))
    if (named && isLocationSlug(named.slug)) return named.slug
  }
  return touch.landingPage ? detectLocation(pathOf(touch.landingPage)) : undefined
}

/** The path of a stored landing address (a full URL; a bare path is taken as it is). */
function pathOf(address: string): string {
  try {
    return new URL(address, 'http://landing.invalid').pathname
  } catch {
    return '/'
  }
}
