import { buildAttributionBody, readCampaignParams } from '@ecs/shared/attribution'
import { fetchSavedAttribution, saveAttribution } from './api/attribution-api'
import {
  getOrCreateSessionId,
  readStoredAttribution,
  writeStoredAttribution,
  type StoredAttribution,
} from './attribution-store'

export interface CaptureEnvironment {
  storage: Storage
  /** The page the visit is on: its query string carries the campaign. */
  location: Pick<Location, 'href' | 'search'>
  referrer: string
  fetch: typeof fetch
  log: Pick<Console, 'error' | 'info'>
}

function browserEnvironment(): CaptureEnvironment {
  return {
    storage: window.localStorage,
    location: window.location,
    referrer: document.referrer,
    fetch: window.fetch.bind(window),
    log: console,
  }
}

function carriesCampaign(search: string): boolean {
  return Object.keys(readCampaignParams(search)).length > 0
}

/**
 * The page a new visit landed on. A visitor who follows a link before the landing page's app has
 * started (it starts after the first paint) records nothing there; the next page then sees the
 * campaign only in its referrer, the landing page's whole address (same-origin referrers keep their
 * query). Taken as the landing page when it is this site's and carries campaign parameters, so the
 * ad's campaign is not lost (seen in CI, where a test followed a link that early); the landing page's
 * own referrer is not known then.
 */
function landingOf({ location, referrer }: CaptureEnvironment): Pick<CaptureEnvironment, 'location' | 'referrer'> {
  if (carriesCampaign(location.search)) return { location, referrer }
  try {
    const previous = new URL(referrer)
    if (previous.origin !== new URL(location.href).origin) return { location, referrer }
    if (!carriesCampaign(previous.search)) return { location, referrer }
    return { location: { href: previous.href, search: previous.search }, referrer: '' }
  } catch {
    return { location, referrer }
  }
}

/**
 * Attribution on load: the session id created once; the campaign parameters,
 * referrer and landing page read; POST /api/attribution; the record held locally and marked saved or
 * not by the server's answer. A failed save is logged and the local record still used.
 *
 * The POST is sent when the server has not confirmed the record yet, or when this visit carries
 * campaign parameters (the server keeps the first touch and records the new one as the last touch),
 * so returning visitors without a campaign cost no request. A returning visitor whose local record is
 * gone gets the server's copy (GET by session id; 404 yields nothing).
 */
export async function captureAttribution(
  environment: CaptureEnvironment = browserEnvironment(),
): Promise<StoredAttribution> {
  const { storage, log } = environment
  const { sessionId, created } = getOrCreateSessionId(storage)
  const { location, referrer } = created ? landingOf(environment) : environment
  const visit = buildAttributionBody({ sessionId, search: location.search, referrer, landingPage: location.href })

  let stored = readStoredAttribution(storage)
  if (stored && stored.record.sessionId !== sessionId) stored = null
  if (!stored && !created) {
    const saved = await fetchSavedAttribution(sessionId, environment.fetch)
    if (saved) stored = { record: saved, saved: true }
  }
  stored ??= { record: visit, saved: false }

  const isNewTouch = carriesCampaign(location.search)
  if (!stored.saved || isNewTouch) {
    const result = await saveAttribution(visit, environment.fetch)
    if (result.saved) {
      log.info('[attribution] saved', result.data)
      stored = { ...stored, saved: true }
    } else {
      log.error('[attribution] the server did not save the visit; using the local record', result.data)
    }
  }
  writeStoredAttribution(storage, stored)
  return stored
}
