import { problem } from '@ecs/shared/http'
import { Router } from 'express'
import { LOCATIONS, type LocationSlug } from '@ecs/shared/catalog'
import { lookup } from 'zipcodes'
import type { ContentReader } from './content-cache'
import { LOCATIONS_PATH } from '../src/api/locations'
import { sendProblem } from './problem'

export interface ServiceArea {
  slug: LocationSlug
  label: string
  lat: number
  lng: number
  radiusMiles: number
}

type LocateAnswer =
  | { zip: string; city: string; state: string; location: LocationSlug; label: string; distanceMiles: number }
  | { zip: string; city: string; state: string; location: null; message: string }

const EARTH_RADIUS_MILES = 3958.8

/** Great-circle distance: good to a fraction of a mile at the scale of a service radius. */
export function milesBetween(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180
  const dLat = rad(b.lat - a.lat)
  const dLng = rad(b.lng - a.lng)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.sqrt(h))
}

/** The nearest area whose radius reaches the point, or undefined when none does. */
export function nearestServingArea(point: { lat: number; lng: number }, areas: readonly ServiceArea[]) {
  let best: { area: ServiceArea; miles: number } | undefined
  for (const area of areas) {
    const miles = milesBetween(point, area)
    if (miles <= area.radiusMiles && (!best || miles < best.miles)) best = { area, miles }
  }
  return best
}

/** The CMS's locations (coordinates and radius are editable there), else the catalog's. */
async function serviceAreas(cache: ContentReader): Promise<ServiceArea[]> {
  try {
    const { docs } = (await cache.get(LOCATIONS_PATH)) as {
      docs: { slug: LocationSlug; label: string; coordinates: { lat: number; lng: number }; serviceRadius: number }[]
    }
    return docs.map((doc) => ({
      slug: doc.slug,
      label: doc.label,
      lat: doc.coordinates.lat,
      lng: doc.coordinates.lng,
      radiusMiles: doc.serviceRadius,
    }))
  } catch {
    return LOCATIONS.map((facts) => ({
      slug: facts.slug,
      label: facts.label,
      lat: facts.coordinates[0],
      lng: facts.coordinates[1],
      radiusMiles: facts.serviceRadius,
    }))
  }
}

/**
 * GET /locate?zip=22201: which of our locations serves a ZIP code, from the ZIP's centroid. The ZIP
 * table (a few MB) stays on the server; the browser only asks this endpoint.
 */
export function locateRoute(cache: ContentReader) {
  const router = Router()
  router.get('/locate', async (req, res) => {
    res.set('cache-control', 'public, max-age=3600')
    const zip = typeof req.query.zip === 'string' ? req.query.zip.trim().slice(0, 5) : ''
    if (!/^\d{5}$/.test(zip)) {
      const message = 'Please enter a 5-digit ZIP code, like 20001.'
      return sendProblem(res, problem(400, message, { kind: 'validation', errors: [{ field: 'zip', message }] }))
    }
    const place = lookup(zip)
    if (!place) return sendProblem(res, problem(404, `We could not find ZIP code ${zip}. Please check it.`))
    const nearest = nearestServingArea({ lat: place.latitude, lng: place.longitude }, await serviceAreas(cache))
    const answer: LocateAnswer = nearest
      ? {
          zip,
          city: place.city,
          state: place.state,
          location: nearest.area.slug,
          label: nearest.area.label,
          distanceMiles: Math.round(nearest.miles),
        }
      : {
          zip,
          city: place.city,
          state: place.state,
          location: null,
          message: `${place.city}, ${place.state} is outside our service areas for now. Send your request anyway and we will tell you if a crew can reach you.`,
        }
    res.json(answer)
  })
  return router
}
