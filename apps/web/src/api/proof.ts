import { API_ROUTES } from '@ecs/shared/api'
import type { LocationSlug } from '@ecs/shared/catalog'
import type { BeforeAfterPair, CaseStudy, JobPhoto } from '@ecs/shared/cms'
import { useSuspenseQueries, type QueryKey } from '@tanstack/react-query'
import { apiQuery } from '../lib/api-query'
import { pictureFields } from './media-fields'

/** How many of each a page shows: enough to convince, few enough to keep the page light. */
const SHOWN = { pairs: 4, photos: 8, caseStudies: 3 } as const

/**
 * Which proof a page shows: that of a service and/or a location (a service page in a location's
 * context shows the service's, the location's first), or documents chosen by hand (a landing page's
 * Proof section), in the order chosen.
 */
export type ProofChoice =
  | { by: 'tags'; service?: string; location?: LocationSlug; locationFirst?: LocationSlug }
  | { by: 'hand'; pairs: number[]; photos: number[]; caseStudies: number[] }

export interface Proof {
  pairs: BeforeAfterPair[]
  photos: JobPhoto[]
  caseStudies: CaseStudy[]
}

/**
 * Only what the section shows travels in the page: the words, the locations' slugs (to put a location's
 * first) and each picture's card cut.
 */
const READ = `depth=1&populate[locations][slug]=true&${pictureFields(['card'])}`
const selected = (fields: string[]) =>
  ['locations', 'illustration', ...fields].map((field) => `select[${field}]=true`).join('&')
const PAIR_FIELDS = selected(['caption', 'before', 'after', 'beforeAlt', 'afterAlt'])
const PHOTO_FIELDS = selected(['photo', 'alt', 'caption'])
const CASE_STUDY_FIELDS = selected(['title', 'clientType', 'problem', 'work', 'result', 'logo', 'logoAlt', 'quote'])

function filterOf(choice: ProofChoice, ids: number[]): string {
  if (choice.by === 'hand') return `where[id][in]=${ids.join(',')}`
  return [
    ...(choice.service ? [`where[services.slug][equals]=${encodeURIComponent(choice.service)}`] : []),
    ...(choice.location ? [`where[locations.slug][equals]=${choice.location}`] : []),
  ].join('&')
}

/** Everything read travels in the page: read what is shown, and more only to find a location's own first. */
const readLimit = (choice: ProofChoice, shown: number) =>
  choice.by === 'tags' && choice.locationFirst ? shown * 3 : shown

const pairsQuery = (choice: ProofChoice) =>
  apiQuery('beforeAfterPairs', {
    query: `${filterOf(choice, choice.by === 'hand' ? choice.pairs : [])}&sort=sortOrder&limit=${readLimit(choice, SHOWN.pairs)}&${PAIR_FIELDS}&${READ}`,
  })
const photosQuery = (choice: ProofChoice) =>
  apiQuery('jobPhotos', {
    query: `${filterOf(choice, choice.by === 'hand' ? choice.photos : [])}&sort=-takenOn&limit=${readLimit(choice, SHOWN.photos)}&${PHOTO_FIELDS}&${READ}`,
  })
const caseStudiesQuery = (choice: ProofChoice) =>
  apiQuery('caseStudies', {
    query: `${filterOf(choice, choice.by === 'hand' ? choice.caseStudies : [])}&sort=sortOrder&limit=${readLimit(choice, SHOWN.caseStudies)}&${CASE_STUDY_FIELDS}&${READ}`,
  })

/** The reads of a page's proof, by kind (chosen by hand, a kind with none chosen is not read). */
function readsOf(choice: ProofChoice) {
  const wanted = (ids: number[]) => choice.by === 'tags' || ids.length > 0
  return {
    pairs: wanted(choice.by === 'hand' ? choice.pairs : []) ? pairsQuery(choice) : undefined,
    photos: wanted(choice.by === 'hand' ? choice.photos : []) ? photosQuery(choice) : undefined,
    caseStudies: wanted(choice.by === 'hand' ? choice.caseStudies : []) ? caseStudiesQuery(choice) : undefined,
  }
}

/** What a page with proof prefetches. */
export const proofQueries = (choice: ProofChoice) =>
  Object.values(readsOf(choice)).filter((query) => query !== undefined)

type Tagged = { id: number; locations?: (number | { slug: string })[] | null }

const taggedWith = (doc: Tagged, location: LocationSlug) =>
  (doc.locations ?? []).some((tag) => typeof tag === 'object' && tag.slug === location)

/** Chosen by hand: in the order marketing chose. By tags: the given location's first, the rest after. */
function ordered<Doc extends Tagged>(docs: Doc[], choice: ProofChoice, chosen: number[], shown: number): Doc[] {
  if (choice.by === 'hand') return chosen.flatMap((id) => docs.find((doc) => doc.id === id) ?? []).slice(0, shown)
  const first = choice.locationFirst
  const sorted = first
    ? [...docs.filter((doc) => taggedWith(doc, first)), ...docs.filter((doc) => !taggedWith(doc, first))]
    : docs
  return sorted.slice(0, shown)
}

const KINDS = ['pairs', 'photos', 'caseStudies'] as const

/** A page's proof, read by the queries it prefetched. */
export function useProof(choice: ProofChoice): Proof {
  const reads = readsOf(choice)
  const kinds = KINDS.filter((kind) => reads[kind] !== undefined)
  const results = useSuspenseQueries({ queries: kinds.map((kind) => reads[kind]!) })
  const docsOf = (kind: keyof Proof) => {
    const read = results[kinds.indexOf(kind)]
    return read ? (read.data as { docs: Tagged[] }).docs : []
  }
  const chosen = (kind: keyof Proof) => (choice.by === 'hand' ? choice[kind] : [])
  return {
    pairs: ordered(docsOf('pairs') as BeforeAfterPair[], choice, chosen('pairs'), SHOWN.pairs),
    photos: ordered(docsOf('photos') as JobPhoto[], choice, chosen('photos'), SHOWN.photos),
    caseStudies: ordered(docsOf('caseStudies') as CaseStudy[], choice, chosen('caseStudies'), SHOWN.caseStudies),
  }
}

const PROOF_PATHS = [API_ROUTES.beforeAfterPairs.path, API_ROUTES.jobPhotos.path, API_ROUTES.caseStudies.path]

/**
 * Whether a query is one of a page's proof reads. They stay out of the page's boot data: the server
 * renders the section, and the browser reads them after hydrating the rest (components/proof-section.tsx).
 */
export const isProofRead = (queryKey: QueryKey): boolean =>
  PROOF_PATHS.some((path) => String(queryKey[0]).startsWith(`${path}?`))
