import { API_ROUTES } from '@ecs/shared/api'
import type { BeforeAfterPair, CaseStudy, JobPhoto, Media } from '@ecs/shared/cms'
import { useSuspenseQueries, useSuspenseQuery, type QueryClient, type QueryKey } from '@tanstack/react-query'
import { apiQuery } from '../lib/api-query'
import type { PrefetchQuery } from '../lib/page-module'

/** How many of each a page shows: enough to convince, few enough to keep the page light. */
const SHOWN = { pairs: 4, photos: 8, caseStudies: 3 } as const

/**
 * Which proof a page shows, by ids: that of a service and/or a location (a service page in a location's
 * context shows the service's, the location's first), or documents chosen by hand (a landing page's
 * Proof section), in the order chosen.
 */
export type ProofChoice =
  | { by: 'tags'; service?: number; location?: number; locationFirst?: number }
  | { by: 'hand'; pairs: number[]; photos: number[]; caseStudies: number[] }

export interface Proof {
  pairs: BeforeAfterPair[]
  photos: JobPhoto[]
  caseStudies: CaseStudy[]
}

/**
 * Every read of proof names services and locations by id and reads at depth 0, pictures apart (by their
 * ids, `picturesQuery`): an answer then holds no service or location, so the site's content cache never
 * re-reads it for a change to one (a filter through a relation, `where[services.slug]`, would have it
 * re-read on every change to any service: server/content-reach.ts). A change to proof itself re-reads it.
 */
const READ = 'depth=0'
const selected = (fields: string[]) =>
  ['locations', 'illustration', ...fields].map((field) => `select[${field}]=true`).join('&')
const PAIR_FIELDS = selected(['caption', 'before', 'after', 'beforeAlt', 'afterAlt'])
const PHOTO_FIELDS = selected(['photo', 'alt', 'caption'])
const CASE_STUDY_FIELDS = selected(['title', 'clientType', 'problem', 'work', 'result', 'logo', 'logoAlt', 'quote'])

function filterOf(choice: ProofChoice, ids: number[]): string {
  if (choice.by === 'hand') return `where[id][in]=${ids.join(',')}`
  return [
    ...(choice.service === undefined ? [] : [`where[services][in]=${choice.service}`]),
    ...(choice.location === undefined ? [] : [`where[locations][in]=${choice.location}`]),
  ].join('&')
}

/** Everything read travels to the page: read what is shown, and more only to find a location's own first. */
const readLimit = (choice: ProofChoice, shown: number) =>
  choice.by === 'tags' && choice.locationFirst !== undefined ? shown * 3 : shown

const chosenOf = (choice: ProofChoice, kind: keyof Proof) => (choice.by === 'hand' ? choice[kind] : [])

const pairsQuery = (choice: ProofChoice) =>
  apiQuery('beforeAfterPairs', {
    query: `${filterOf(choice, chosenOf(choice, 'pairs'))}&sort=sortOrder&limit=${readLimit(choice, SHOWN.pairs)}&${PAIR_FIELDS}&${READ}`,
  })
const photosQuery = (choice: ProofChoice) =>
  apiQuery('jobPhotos', {
    query: `${filterOf(choice, chosenOf(choice, 'photos'))}&sort=-takenOn&limit=${readLimit(choice, SHOWN.photos)}&${PHOTO_FIELDS}&${READ}`,
  })
const caseStudiesQuery = (choice: ProofChoice) =>
  apiQuery('caseStudies', {
    query: `${filterOf(choice, chosenOf(choice, 'caseStudies'))}&sort=sortOrder&limit=${readLimit(choice, SHOWN.caseStudies)}&${CASE_STUDY_FIELDS}&${READ}`,
  })

const CUT_FIELDS = ['url', 'filename', 'width', 'height'] as const
const PICTURE_SELECT = [
  'select[alt]=true',
  ...CUT_FIELDS.map((field) => `select[${field}]=true`),
  ...CUT_FIELDS.map((field) => `select[sizes][card][${field}]=true`),
  ...CUT_FIELDS.map((field) => `select[sizes][thumbnail][${field}]=true`),
].join('&')
const PICTURES_PREFIX = `${API_ROUTES.media.path}?where[id][in]=`

/** The pictures of a page's proof, by id (sorted, so the same pictures are one cached read), their cuts only. */
const picturesQuery = (ids: number[]) =>
  apiQuery('media', {
    query: `where[id][in]=${[...new Set(ids)].sort((a, b) => a - b).join(',')}&limit=${ids.length}&depth=0&${PICTURE_SELECT}`,
  })

/** The reads of a page's proof, by kind (chosen by hand, a kind with none chosen is not read). */
function readsOf(choice: ProofChoice) {
  const wanted = (kind: keyof Proof) => choice.by === 'tags' || chosenOf(choice, kind).length > 0
  return {
    pairs: wanted('pairs') ? pairsQuery(choice) : undefined,
    photos: wanted('photos') ? photosQuery(choice) : undefined,
    caseStudies: wanted('caseStudies') ? caseStudiesQuery(choice) : undefined,
  }
}

const KINDS = ['pairs', 'photos', 'caseStudies'] as const

type Tagged = { id: number; locations?: (number | { id: number })[] | null }

const idOf = (value: number | { id: number }) => (typeof value === 'object' ? value.id : value)

/** Chosen by hand: in the order marketing chose. By tags: the given location's first, the rest after. */
function ordered<Doc extends Tagged>(docs: Doc[], choice: ProofChoice, kind: keyof Proof, shown: number): Doc[] {
  if (choice.by === 'hand')
    return chosenOf(choice, kind)
      .flatMap((id) => docs.find((doc) => doc.id === id) ?? [])
      .slice(0, shown)
  const first = choice.locationFirst
  if (first === undefined) return docs.slice(0, shown)
  const isFirst = (doc: Doc) => (doc.locations ?? []).some((tag) => idOf(tag) === first)
  return [...docs.filter(isFirst), ...docs.filter((doc) => !isFirst(doc))].slice(0, shown)
}

type ProofDocs = { [Kind in keyof Proof]: Proof[Kind] }

/** The proof shown, from each kind's answer (undefined for a kind not read). */
function shownOf(choice: ProofChoice, answers: Partial<Record<keyof Proof, { docs: Tagged[] }>>): ProofDocs {
  const docsOf = (kind: keyof Proof) => answers[kind]?.docs ?? []
  return {
    pairs: ordered(docsOf('pairs') as BeforeAfterPair[], choice, 'pairs', SHOWN.pairs),
    photos: ordered(docsOf('photos') as JobPhoto[], choice, 'photos', SHOWN.photos),
    caseStudies: ordered(docsOf('caseStudies') as CaseStudy[], choice, 'caseStudies', SHOWN.caseStudies),
  }
}

type Picture = Media | number | null | undefined

/** The ids of the pictures the shown proof names. */
function pictureIdsOf({ pairs, photos, caseStudies }: ProofDocs): number[] {
  const pictures: Picture[] = [
    ...pairs.flatMap((pair) => [pair.before, pair.after]),
    ...photos.map((photo) => photo.photo),
    ...caseStudies.map((study) => study.logo),
  ]
  return pictures.flatMap((picture) => (picture === null || picture === undefined ? [] : [idOf(picture)]))
}

/**
 * What a page with proof reads before rendering, given what it has read so far: the proof of each kind,
 * then, once those are in, the pictures they name (`followUp` of a page module).
 */
export function proofQueries(queryClient: QueryClient, choice: ProofChoice): PrefetchQuery[] {
  const reads = readsOf(choice)
  const kinds = KINDS.filter((kind) => reads[kind] !== undefined)
  const answers = Object.fromEntries(kinds.map((kind) => [kind, queryClient.getQueryData(reads[kind]!.queryKey)]))
  if (kinds.some((kind) => answers[kind] === undefined)) return kinds.map((kind) => reads[kind]!)
  const ids = pictureIdsOf(shownOf(choice, answers))
  return [...kinds.map((kind) => reads[kind]!), ...(ids.length > 0 ? [picturesQuery(ids)] : [])]
}

/** A page's proof with its pictures, read by the queries it prefetched. */
export function useProof(choice: ProofChoice): Proof {
  const reads = readsOf(choice)
  const kinds = KINDS.filter((kind) => reads[kind] !== undefined)
  const results = useSuspenseQueries({ queries: kinds.map((kind) => reads[kind]!) })
  const shown = shownOf(choice, Object.fromEntries(kinds.map((kind, index) => [kind, results[index]!.data])))
  const ids = pictureIdsOf(shown)
  return withPictures(shown, usePictures(ids))
}

const NO_PICTURES = { docs: [] as Media[] }

function usePictures(ids: number[]): Map<number, Media> {
  // One hook call whatever the ids: with none, nothing is read (an empty `in` would match every picture).
  const query = picturesQuery(ids)
  const { data } = useSuspenseQuery(ids.length > 0 ? query : { ...query, queryFn: () => NO_PICTURES as never })
  return new Map(data.docs.map((picture) => [picture.id, picture]))
}

function withPictures({ pairs, photos, caseStudies }: ProofDocs, pictures: Map<number, Media>): Proof {
  const pictureOf = (picture: Picture) =>
    picture === null || picture === undefined ? picture : (pictures.get(idOf(picture)) ?? null)
  return {
    pairs: pairs.map((pair) => ({ ...pair, before: pictureOf(pair.before)!, after: pictureOf(pair.after)! })),
    photos: photos.map((photo) => ({ ...photo, photo: pictureOf(photo.photo)! })),
    caseStudies: caseStudies.map((study) => ({ ...study, logo: pictureOf(study.logo) })),
  }
}

const PROOF_PATHS = [API_ROUTES.beforeAfterPairs.path, API_ROUTES.jobPhotos.path, API_ROUTES.caseStudies.path]

/**
 * Whether a query is one of a page's proof reads (its pictures' included). They stay out of the page's
 * boot data: the server renders the section, and the browser reads them after hydrating the rest
 * (components/proof-section.tsx).
 */
export const isProofRead = (queryKey: QueryKey): boolean => {
  const key = String(queryKey[0])
  return key.startsWith(PICTURES_PREFIX) || PROOF_PATHS.some((path) => key.startsWith(`${path}?`))
}
