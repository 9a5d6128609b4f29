import type { OptionLabels } from '../catalog/options'

/** Where a visit came from, as marketing buys a tracking number for it. */
export const TRACKING_SOURCES = ['google-ads', 'bing', 'facebook', 'google-business-profile', 'email'] as const
export type TrackingSource = (typeof TRACKING_SOURCES)[number]

export const TRACKING_SOURCE_LABELS: OptionLabels<TrackingSource> = {
  'google-ads': 'Google Ads',
  bing: 'Bing (Microsoft Ads)',
  facebook: 'Facebook / Instagram',
  'google-business-profile': 'Google Business Profile',
  email: 'Email',
}

/**
 * The numbers each source's visits are shown instead of the locations' own, keyed by the own number as
 * dialled (E.164): the same for every visitor, so every page carries them (the swap before first layout).
 */
export type SourceNumbers = Partial<Record<TrackingSource, Record<string, string>>>

/** The parts of a visit's first touch that tell its source. */
export interface FirstTouch {
  utmSource?: string | null
  utmMedium?: string | null
  utmCampaign?: string | null
  gclid?: string | null
  gbraid?: string | null
  wbraid?: string | null
  referrer?: string | null
}

const lower = (value: string | null | undefined) => value?.trim().toLowerCase() ?? ''

function referrerHost(referrer: string | null | undefined): string {
  try {
    return referrer ? new URL(referrer).hostname.toLowerCase() : ''
  } catch {
    return ''
  }
}

/**
 * Whether a host is a site's or one of its subdomains ("m.facebook.com"), by its name's end rather than a
 * regular expression: the page's number swap runs this before any other script, where a page's first
 * regular expression costs a slowed phone milliseconds.
 */
const isSiteOf = (host: string, site: string) => host === site || host.endsWith(`.${site}`)

/** The utm_source spellings of Microsoft Ads (Bing) and of Meta (Facebook, Instagram) visits, lower case. */
export const MICROSOFT_SOURCES: readonly string[] = ['bing', 'microsoft', 'msads', 'microsoft-ads']
export const META_SOURCES: readonly string[] = ['facebook', 'fb', 'instagram', 'ig', 'meta']

const PAID_MEDIUMS = new Set(['cpc', 'ppc', 'paid', 'paidsearch', 'paid-search', 'paid_search', 'sem'])
const BUSINESS_PROFILE_TAGS = new Set([
  'gbp',
  'gmb',
  'google-business-profile',
  'google_business_profile',
  'google-my-business',
])

/**
 * The tracking source of a first touch: a Google click id or a paid Google tag is Google Ads; a Business
 * Profile link is tagged gbp/gmb (its source, or Google organic with a gbp campaign, as Google's own
 * link builder suggests); Bing and Facebook by their tags or referrer; email by its medium. Anything
 * else (direct, organic search, other referrers) has no tracking source: it is shown the main number.
 */
export function trackingSourceOf(touch: FirstTouch): TrackingSource | null {
  const source = lower(touch.utmSource)
  const medium = lower(touch.utmMedium)
  const campaign = lower(touch.utmCampaign)
  const host = referrerHost(touch.referrer)
  if (touch.gclid || touch.gbraid || touch.wbraid) return 'google-ads'
  if (BUSINESS_PROFILE_TAGS.has(source) || BUSINESS_PROFILE_TAGS.has(campaign) || BUSINESS_PROFILE_TAGS.has(medium))
    return 'google-business-profile'
  if (source === 'google' && PAID_MEDIUMS.has(medium)) return 'google-ads'
  if (MICROSOFT_SOURCES.includes(source) || isSiteOf(host, 'bing.com')) return 'bing'
  if (META_SOURCES.includes(source) || isSiteOf(host, 'facebook.com') || isSiteOf(host, 'instagram.com'))
    return 'facebook'
  if (medium === 'email' || medium === 'e-mail' || medium === 'newsletter') return 'email'
  return null
}

/**
 * Whether a first touch came from a campaign (tagged, or with an ad click id): such visits are lent a
 * pool number, so each one's calls are known. Direct and organic visits keep the page's own number.
 */
export function isCampaignTouch(touch: FirstTouch): boolean {
  return Boolean(touch.utmSource || touch.utmMedium || touch.utmCampaign || touch.gclid || touch.gbraid || touch.wbraid)
}
