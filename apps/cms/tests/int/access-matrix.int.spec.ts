import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { randomUUID } from 'node:crypto'
import type { CollectionSlug, Payload } from 'payload'
import sharp from 'sharp'
import { estimateBody, FILES } from '@ecs/test-stack/lead-bodies'
import { actorTokens, postJson, rest } from '../helpers/rest'
import { ACTORS, actorUsers, type Actor } from '../helpers/users'
import { getTestPayload } from '../helpers/payload'

type Operation = 'create' | 'read' | 'update' | 'delete'
type Allowed = Record<Operation, Actor[]>

const EDITORS: Actor[] = ['marketing', 'admin']
const EVERYONE: Actor[] = ['anonymous', 'staff', 'marketing', 'admin']
const content: Allowed = { create: EDITORS, read: EVERYONE, update: EDITORS, delete: EDITORS }

/** The office: who works leads and reads visitors' personal data (docs/decisions/009-lead-desk.md). */
const STAFF: Actor[] = ['staff', 'admin']
/** Everyone signed in: the office and marketing. */
const TEAM: Actor[] = ['staff', 'marketing', 'admin']
/** What visitors sent: the office reads it and changes a lead only on the desk; admins correct, add and
 * erase records (data requests). Marketing judges campaigns from the reports' counts, never from names,
 * addresses or job applicants. */
const leads: Allowed = { create: ['admin'], read: STAFF, update: ['admin'], delete: ['admin'] }
/** The desk's own records: read by the office, written only by the desk's endpoints and hooks. */
const deskRecords: Allowed = { create: [], read: STAFF, update: [], delete: [] }

/**
 * Who may do what, written out by hand: the policy the CMS must keep, for every collection (a test
 * below fails when a collection is missing). `users` is checked on other people's accounts (everyone
 * may read and update their own, tested below).
 */
const POLICY: Record<string, Allowed> = {
  locations: content,
  services: content,
  plans: content,
  'community-programs': content,
  industries: content,
  articles: content,
  pages: content,
  'landing-pages': content,
  jobs: content,
  // Visitors submit reviews through the review form's endpoint only (leads.int.spec.ts); staff help moderate.
  reviews: {
    create: ['staff', 'marketing', 'admin'],
    read: EVERYONE,
    update: ['staff', 'marketing', 'admin'],
    delete: EDITORS,
  },
  media: content,
  // Managed by marketing; the site reads them anonymously to answer old addresses.
  redirects: content,
  // Proof of our work: content like any other, published for visitors, drafts for marketing.
  'before-after-pairs': content,
  'job-photos': content,
  'case-studies': content,
  attribution: { create: EVERYONE, read: STAFF, update: ['admin'], delete: ['admin'] },
  users: { create: ['admin'], read: ['admin'], update: ['admin'], delete: ['admin'] },
  // Visitors' leads arrive through the lead endpoints (overrideAccess after the form's checks).
  'estimate-requests': leads,
  // The wizard's beacon arrives through its lead endpoint like any lead; staff work it on the desk.
  'unfinished-estimates': leads,
  'plan-signups': leads,
  'community-signups': leads,
  'career-applications': leads,
  resumes: { create: [], read: STAFF, update: [], delete: ['admin'] },
  // Photos with an estimate request arrive through their signed-link endpoint only.
  'lead-photos': { create: [], read: STAFF, update: [], delete: ['admin'] },
  webhooks: { create: STAFF, read: STAFF, update: STAFF, delete: STAFF },
  'webhook-deliveries': { create: [], read: STAFF, update: [], delete: ['admin'] },
  'desk-leads': deskRecords,
  'lead-events': deskRecords,
  // Texts: written by the text jobs and Twilio's signed webhooks only; staff read them.
  'text-messages': { create: [], read: STAFF, update: [], delete: [] },
  'text-opt-outs': { create: [], read: STAFF, update: [], delete: [] },
  // The payments ledger: staff record through the payment endpoints (below); nobody edits or deletes an
  // entry, a refund is a new one (docs/decisions/014-payments.md).
  payments: { create: [], read: STAFF, update: [], delete: [] },
  // A caller's first call makes this lead (the voice webhook, with overrideAccess); the office may add one.
  'phone-call-leads': leads,
  // Marketing buys and places the numbers; the office reads them beside the calls.
  'tracking-numbers': { create: EDITORS, read: ['staff', 'marketing', 'admin'], update: EDITORS, delete: EDITORS },
  // Written only by the number swap and the voice webhook; callers' numbers are the office's to read.
  'tracking-number-holds': deskRecords,
  'phone-calls': { create: [], read: STAFF, update: [], delete: ['admin'] },
  // Quotes are built and sent from the desk's endpoints, answered through the customer's signed link.
  quotes: deskRecords,
  // Each conversion upload to Google Ads: written by the conversion job only, shown on the lead page.
  'ads-conversion-uploads': deskRecords,
  // What campaigns cost: marketing imports or enters it, the whole team reads the reports it feeds.
  'ad-spend': { create: TEAM, read: TEAM, update: TEAM, delete: TEAM },
  // Junk sources hidden or merged in the reports: marketing cleans the reports it reads, as the office does.
  'source-rules': { create: TEAM, read: TEAM, update: TEAM, delete: TEAM },
  // Visits are booked through the booking endpoints only, which count the crews under a lock.
  visits: deskRecords,
  // Customers are made by their leads' hooks and merged on the desk's endpoint; the office reads them.
  customers: deskRecords,
  // What matches a lead to its customer: the server's alone, read by nobody through the API.
  'customer-keys': { create: [], read: [], update: [], delete: [] },
}

/** Payload's own collections: Payload governs them for signed-in users. */
const PAYLOAD_INTERNAL = [
  'payload-jobs',
  'payload-kv',
  'payload-locked-documents',
  'payload-preferences',
  'payload-migrations',
]

let payload: Payload
let users: Awaited<ReturnType<typeof actorUsers>>
let locationId: number
let resumeId: number
let webhookId: number
let deskLeadId: number
let customerId: number
let trackingNumberId: number
let mediaId: number

/** A made-up number no other test uses: a pool number has no source, so a location may have many. */
const randomNumber = () =>
  `(${200 + Math.floor(Math.random() * 700)}) ${200 + Math.floor(Math.random() * 700)}-${String(Math.floor(Math.random() * 1e4)).padStart(4, '0')}`

const address = { street: '1 Test Street', city: 'Arlington', state: 'VA', zip: '22201' }
function leadData(unique: string) {
  return {
    summary: `Test ${unique}`,
    contact: { firstName: 'Test', lastName: unique, email: `${unique}@example.com`, phone: '+12025550123' },
    sourcePage: '/test',
    idempotencyKey: randomUUID(),
  }
}

function sampleData(collection: string): Record<string, unknown> {
  const unique = randomUUID().slice(0, 8)
  switch (collection) {
    case 'services':
      return {
        serviceId: 1000 + Math.floor(Math.random() * 1e6),
        slug: `test-${unique}`,
        name: 'Test',
        type: 'commercial',
        description: 'd',
        path: `/commercial-services/test-${unique}`,
        _status: 'published',
      }
    case 'industries':
      return { name: `Test ${unique}`, slug: `test-${unique}`, description: 'd', icon: 'store', _status: 'published' }
    case 'articles':
      return {
        title: 'Test',
        slug: `test-${unique}`,
        excerpt: 'e',
        publishedAt: new Date().toISOString(),
        content: richTextParagraph('Test article body.'),
        _status: 'published',
      }
    case 'landing-pages':
      return {
        title: 'Test',
        slug: `test-${unique}`,
        layout: [{ blockType: 'hero', heading: 'Test' }],
        _status: 'published',
      }
    case 'pages':
      return { title: 'Test', slug: `test-${unique}`, _status: 'published' }
    case 'jobs':
      return {
        title: 'Test',
        slug: `test-${unique}`,
        locations: [locationId],
        employmentType: 'seasonal',
        payMin: 18,
        payMax: 20,
        payUnit: 'hour',
        summary: 's',
        _status: 'published',
      }
    case 'before-after-pairs':
      return {
        caption: 'Test pair',
        before: mediaId,
        after: mediaId,
        beforeAlt: 'A test picture before cleaning',
        afterAlt: 'A test picture after cleaning',
        locations: [locationId],
        _status: 'published',
      }
    case 'job-photos':
      return { photo: mediaId, alt: 'A test photo from a job', locations: [locationId], _status: 'published' }
    case 'case-studies':
      return {
        title: 'Test case study',
        clientType: 'Test client',
        problem: 'p',
        work: 'w',
        result: 'r',
        locations: [locationId],
        _status: 'published',
      }
    case 'reviews':
      return {
        author: 'Test',
        location: locationId,
        rating: 5,
        text: 'A test review text.',
        date: new Date().toISOString(),
        status: 'approved',
      }
    case 'attribution':
      return { sessionId: randomUUID(), utmSource: 'test' }
    case 'users':
      return { email: `test-${unique}@example.com`, password: 'a-long-test-password', name: 'Test', roles: ['staff'] }
    case 'estimate-requests':
      return {
        ...leadData(unique),
        serviceType: 'residential',
        services: ['residential-window-cleaning'],
        property: { size: 'medium', stories: 1 },
        address,
      }
    case 'unfinished-estimates':
      return { ...leadData(unique), services: ['residential-window-cleaning'], address: { zip: '22201' } }
    case 'plan-signups':
      return { ...leadData(unique), planId: 'plus', homeSize: 'medium', price: 1, acceptedTermsAt: new Date(), address }
    case 'community-signups':
      return {
        ...leadData(unique),
        program: 'montebello',
        unit: '101',
        services: [{ service: 'balcony-cleaning', serviceName: 'Balcony cleaning', priceCents: 8900, cadence: 'once' }],
        acceptedTermsAt: new Date(),
      }
    case 'career-applications':
      return { ...leadData(unique), role: 'test', experienceYears: 1, availability: 'full-time', resume: resumeId }
    case 'webhooks':
      return { name: 'Test', event: 'estimate.requested', url: 'https://hooks.example.com/catch/1' }
    case 'redirects':
      return { from: `/test-${unique}`, to: { type: 'custom', url: '/dmv' }, type: '301' }
    case 'webhook-deliveries':
      return { webhook: webhookId, event: 'estimate.requested', body: { test: true } }
    case 'desk-leads':
      return {
        kind: 'estimate',
        documentId: 1_000_000 + Math.floor(Math.random() * 1e9),
        reference: 'EST-ACCESS',
        status: 'new',
        version: 1,
      }
    case 'lead-events':
      return { lead: deskLeadId, type: 'note', text: 'Access check.' }
    case 'text-messages':
      return { providerId: `SM${unique}`, direction: 'inbound', phone: '+12025550199', status: 'received' }
    case 'text-opt-outs':
      return { phone: `+1202${String(unique).slice(-7).padStart(7, '5')}`, keyword: 'STOP' }
    case 'payments':
      return {
        kind: 'payment',
        amountCents: 100,
        method: 'check',
        receivedOn: '2026-11-02',
        account: 'invoice',
        invoiceNumber: `INV-${unique}`,
        idempotencyKey: randomUUID(),
      }
    case 'phone-call-leads':
      return { contact: { phone: '+12025550123' }, sourcePage: 'tel:+12025550142', idempotencyKey: `CA${unique}` }
    case 'tracking-numbers':
      return { number: randomNumber(), location: locationId, use: 'pool' }
    case 'tracking-number-holds':
      return { trackingNumber: trackingNumberId, sessionId: randomUUID(), heldFrom: new Date(), heldUntil: new Date() }
    case 'phone-calls':
      return { callSid: `CA${unique}`, startedAt: new Date(), outcome: 'answered' }
    case 'ads-conversion-uploads':
      return { lead: deskLeadId, conversion: 'won', transactionId: `ACCESS-${unique}`, outcome: 'accepted' }
    case 'ad-spend':
      return { day: '2026-11-02', platform: 'other', campaign: `access-${unique}`, cost: 12.5 }
    case 'source-rules':
      return { source: `junk-${unique}.example`, action: 'hide' }
    case 'quotes':
      return {
        lead: deskLeadId,
        number: `Q-ACCESS-${unique}`.slice(0, 20),
        version: 1,
        lines: [
          { kind: 'free', description: 'Access check', quantity: 1, unitCents: 100, lineCents: 100, discountCents: 0 },
        ],
        deposit: { type: 'percent', percent: 0 },
        validUntil: '2099-12-31',
        subtotalCents: 100,
        discountCents: 0,
        totalCents: 100,
        depositCents: 0,
      }
    case 'visits':
      return {
        reference: `V-ACCESS-${unique}`,
        kind: 'estimate',
        location: locationId,
        lead: deskLeadId,
        startsAt: new Date(),
        endsAt: new Date(),
        bookedBy: 'staff',
      }
    case 'customers':
      return {}
    case 'customer-keys':
      return { key: `email:access-${unique}@example.com`, customer: customerId }
    default:
      return {}
  }
}

async function createAs(collection: CollectionSlug, actor: Actor | null) {
  const user = actor ? users[actor] : undefined
  const data = sampleData(collection)
  if (collection === 'media') {
    const file = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#6d28d9' } })
      .webp()
      .toBuffer()
    return payload.create({
      collection,
      data: { alt: 'A purple square for the access test' },
      file: { data: file, mimetype: 'image/webp', name: 'a.webp', size: file.length },
      user,
      overrideAccess: actor === null,
    })
  }
  if (collection === 'resumes') {
    return payload.create({
      collection,
      data: {},
      file: { data: FILES.pdf, mimetype: 'application/pdf', name: 'resume.pdf', size: FILES.pdf.length },
      user,
      overrideAccess: actor === null,
    })
  }
  if (collection === 'lead-photos') {
    const file = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#0e7490' } })
      .jpeg()
      .toBuffer()
    const estimateRequest = (await createAs('estimate-requests', null)).id as number
    return payload.create({
      collection,
      data: { estimateRequest },
      file: { data: file, mimetype: 'image/jpeg', name: 'photo.jpg', size: file.length },
      user,
      overrideAccess: actor === null,
    })
  }
  return payload.create({ collection, data: data as never, user, overrideAccess: actor === null, draft: false })
}

/** Collections whose documents have fixed keys (no further valid one exists): the seeded ones are used. */
const FIXED_SETS: string[] = ['locations', 'plans', 'community-programs']

/** An existing document to read, update and delete: a seeded one of a fixed set. */
async function fixture(collection: CollectionSlug): Promise<number> {
  if (FIXED_SETS.includes(collection)) {
    const { docs } = await payload.find({ collection, limit: 1, overrideAccess: true })
    return docs[0]!.id as number
  }
  return (await createAs(collection, null)).id as number
}

function richTextParagraph(text: string) {
  const node = { direction: null, format: '', indent: 0, version: 1 }
  return {
    root: {
      ...node,
      type: 'root',
      children: [
        {
          ...node,
          type: 'paragraph',
          textFormat: 0,
          children: [{ type: 'text', text, detail: 0, format: 0, mode: 'normal', style: '', version: 1 }],
        },
      ],
    },
  }
}

/** Denied outright (403), or hidden by a query constraint so the document seems not to exist (404). */
async function attempt(run: () => Promise<unknown>): Promise<'allowed' | 'forbidden'> {
  try {
    await run()
    return 'allowed'
  } catch (error) {
    const status = (error as { status?: number }).status
    if (status === 403 || status === 404) return 'forbidden'
    throw error
  }
}

beforeAll(async () => {
  payload = await getTestPayload()
  users = await actorUsers(payload)
  locationId = (await payload.find({ collection: 'locations', limit: 1, overrideAccess: true })).docs[0]!.id
  resumeId = (await createAs('resumes', null)).id as number
  webhookId = (await createAs('webhooks', null)).id as number
  deskLeadId = (await createAs('desk-leads', null)).id as number
  customerId = (await createAs('customers', null)).id as number
  trackingNumberId = (await createAs('tracking-numbers', null)).id as number
  mediaId = (await createAs('media', null)).id as number
})
afterAll(async () => {
  await payload.destroy()
})

it("has a policy for every collection but Payload's own (rest-api.int.spec.ts keeps anonymous callers out of those)", () => {
  const slugs = payload.config.collections.map((collection) => collection.slug)
  expect(slugs.filter((slug) => !(slug in POLICY) && !PAYLOAD_INTERNAL.includes(slug))).toEqual([])
})

describe.each(Object.entries(POLICY))('%s', (collection, allowed) => {
  const slug = collection as CollectionSlug

  it.each(ACTORS)('create as %s', async (actor) => {
    if (FIXED_SETS.includes(slug)) {
      // Fixed sets: check the access decision itself, since no fifth valid key exists.
      const access = payload.collections[slug].config.access.create
      const result = await access({ req: { user: users[actor] ?? null, payload } as never })
      expect(Boolean(result)).toBe(allowed.create.includes(actor))
      return
    }
    const outcome = await attempt(() => createAs(slug, actor))
    expect(outcome).toBe(allowed.create.includes(actor) ? 'allowed' : 'forbidden')
  })

  it.each(ACTORS)('read as %s', async (actor) => {
    const id = await fixture(slug)
    const outcome = await attempt(() =>
      payload.findByID({ collection: slug, id, user: users[actor], overrideAccess: false }),
    )
    expect(outcome).toBe(allowed.read.includes(actor) ? 'allowed' : 'forbidden')
  })

  it.each(ACTORS)('update as %s', async (actor) => {
    const id = await fixture(slug)
    const data =
      slug === 'media'
        ? { alt: 'A changed purple square' }
        : slug === 'users'
          ? { name: 'Changed' }
          : slug === 'attribution'
            ? { utmTerm: 'changed' }
            : slug === 'reviews'
              ? { author: 'Changed' }
              : { updatedAt: new Date().toISOString() }
    const outcome = await attempt(() =>
      payload.update({ collection: slug, id, data: data as never, user: users[actor], overrideAccess: false }),
    )
    expect(outcome).toBe(allowed.update.includes(actor) ? 'allowed' : 'forbidden')
  })

  it.each(ACTORS)('delete as %s', async (actor) => {
    if (FIXED_SETS.includes(slug)) {
      const access = payload.collections[slug].config.access.delete
      const result = await access({ req: { user: users[actor] ?? null, payload } as never })
      expect(Boolean(result)).toBe(allowed.delete.includes(actor))
      return
    }
    const id = await fixture(slug)
    const outcome = await attempt(() =>
      payload.delete({ collection: slug, id, user: users[actor], overrideAccess: false }),
    )
    expect(outcome).toBe(allowed.delete.includes(actor) ? 'allowed' : 'forbidden')
  })
})

describe('published content only for the public', () => {
  it.each(['pages', 'articles', 'services'] as const)(
    'hides %s drafts from anonymous and staff, shows them to editors',
    async (collection) => {
      const data = { ...sampleData(collection), _status: 'draft' }
      const draft = await payload.create({ collection, data: data as never, draft: true, overrideAccess: true })
      const seenBy = async (actor: Actor) =>
        (
          await payload.find({
            collection,
            where: { id: { equals: draft.id } },
            user: users[actor],
            overrideAccess: false,
            draft: true,
          })
        ).totalDocs
      expect(await seenBy('anonymous')).toBe(0)
      expect(await seenBy('staff')).toBe(0)
      expect(await seenBy('marketing')).toBe(1)
    },
  )

  it('hides reviews awaiting moderation from the public', async () => {
    const review = await payload.create({
      collection: 'reviews',
      data: { ...sampleData('reviews'), status: 'pending' } as never,
      overrideAccess: true,
    })
    const anonymous = await payload.find({
      collection: 'reviews',
      where: { id: { equals: review.id } },
      overrideAccess: false,
    })
    expect(anonymous.totalDocs).toBe(0)
  })
})

describe('accounts', () => {
  it.each(['staff', 'marketing'] as const)(
    '%s reads and renames their own account but cannot raise their roles',
    async (actor) => {
      const self = users[actor]!
      await expect(
        payload.findByID({ collection: 'users', id: self.id, user: self, overrideAccess: false }),
      ).resolves.toMatchObject({ id: self.id })
      const updated = await payload.update({
        collection: 'users',
        id: self.id,
        data: { name: 'Renamed', roles: ['admin'] },
        user: self,
        overrideAccess: false,
      })
      expect(updated.roles).toEqual([actor])
    },
  )
})

describe('the languages a team member speaks (routing reads them)', () => {
  const setLanguages = (actor: 'staff' | 'marketing' | 'admin', id: number, languages: ('en' | 'es')[]) =>
    payload.update({ collection: 'users', id, data: { languages }, user: users[actor]!, overrideAccess: false })

  it('are set by staff on their own account and by admins on anyone, never by marketing', async () => {
    const staff = users.staff!
    const marketing = users.marketing!
    const reset = async () => {
      for (const id of [staff.id, marketing.id])
        await payload.update({ collection: 'users', id, data: { languages: ['en'] }, overrideAccess: true })
    }
    await reset()
    try {
      expect((await setLanguages('staff', staff.id, ['en', 'es'])).languages).toEqual(['en', 'es'])
      expect((await setLanguages('marketing', marketing.id, ['es'])).languages).toEqual(['en'])
      expect((await setLanguages('admin', marketing.id, ['en', 'es'])).languages).toEqual(['en', 'es'])
    } finally {
      await reset()
    }
  })
})

/** Records the desk and the integrations write, which staff never open in the CMS: admins' alone in its menu. */
const ADMIN_ONLY_IN_MENU: CollectionSlug[] = [
  'attribution',
  'desk-leads',
  'lead-events',
  'customers',
  'resumes',
  'lead-photos',
  'unfinished-estimates',
  'webhooks',
  'webhook-deliveries',
]

describe('the CMS menu', () => {
  const shownTo = (actor: Actor) =>
    payload.config.collections
      .filter((collection) => {
        const hidden = collection.admin.hidden
        return !(typeof hidden === 'function' ? hidden({ user: users[actor] as never }) : hidden)
      })
      .map((collection) => collection.slug)

  it.each(['staff', 'marketing'] as const)('leaves out what the desk and integrations write for %s', (actor) => {
    const shown = shownTo(actor)
    expect(ADMIN_ONLY_IN_MENU.filter((slug) => shown.includes(slug))).toEqual([])
    expect(shown).toEqual(expect.arrayContaining(['estimate-requests', 'reviews', 'locations']))
  })

  it('shows admins every collection they keep', () => {
    expect(shownTo('admin')).toEqual(expect.arrayContaining([...ADMIN_ONLY_IN_MENU, 'estimate-requests']))
  })
})

describe('globals', () => {
  it.each(ACTORS)('Google Ads settings: the team reads, only editors update, visitors neither (%s)', async (actor) => {
    const read = await attempt(() =>
      payload.findGlobal({ slug: 'google-ads', user: users[actor], overrideAccess: false }),
    )
    expect(read).toBe(actor === 'anonymous' ? 'forbidden' : 'allowed')
    const update = await attempt(() =>
      payload.updateGlobal({ slug: 'google-ads', data: {}, user: users[actor], overrideAccess: false }),
    )
    expect(update).toBe(EDITORS.includes(actor) ? 'allowed' : 'forbidden')
  })

  it.each(ACTORS)("lead emails' and texts' words: only editors read and update (%s)", async (actor) => {
    for (const slug of ['lead-emails', 'lead-texts'] as const) {
      const read = await attempt(() => payload.findGlobal({ slug, user: users[actor], overrideAccess: false }))
      expect(read).toBe(EDITORS.includes(actor) ? 'allowed' : 'forbidden')
      const update = await attempt(() =>
        payload.updateGlobal({ slug, data: {}, user: users[actor], overrideAccess: false }),
      )
      expect(update).toBe(EDITORS.includes(actor) ? 'allowed' : 'forbidden')
    }
  })

  it.each(ACTORS)('company info and site settings: everyone reads, only editors update (%s)', async (actor) => {
    for (const slug of ['company-info', 'site-settings'] as const) {
      await expect(payload.findGlobal({ slug, user: users[actor], overrideAccess: false })).resolves.toBeTruthy()
      const outcome = await attempt(() =>
        payload.updateGlobal({
          slug,
          data: {},
          user: users[actor],
          overrideAccess: false,
          context: { skipSiteNotify: true },
        }),
      )
      expect(outcome).toBe(EDITORS.includes(actor) ? 'allowed' : 'forbidden')
    }
  })
})

/**
 * Field level of public reads: the top-level fields an anonymous caller gets from each collection and
 * global, written out by hand, so a new field is a decision about who sees it. Read at depth 2, since
 * populated relationships carry other collections' documents (with their own field access).
 */
const PUBLIC_FIELDS: Record<string, string[]> = {
  locations: [
    '_status',
    'about',
    'adCampaigns',
    'address',
    'areasServed',
    'coordinates',
    'createdAt',
    'email',
    'googleReviewUrl',
    'headline',
    'hours',
    'href',
    'id',
    'image',
    'intro',
    'key',
    'label',
    'name',
    'office',
    'phone',
    'seo',
    'serviceRadius',
    'slug',
    'textsWelcome',
    'timeZone',
    'updatedAt',
  ],
  services: [
    '_status',
    'body',
    'createdAt',
    'description',
    'faqs',
    'highlights',
    'id',
    'image',
    'imageSlug',
    'intro',
    'localNotes',
    'locations',
    'name',
    'path',
    'pricing',
    'seo',
    'serviceId',
    'slug',
    'type',
    'updatedAt',
  ],
  plans: [
    '_status',
    'annualDeepClean',
    'createdAt',
    'description',
    'discountPercent',
    'enhancedPrices',
    'features',
    'frequency',
    'id',
    'image',
    'name',
    'planId',
    'prices',
    'prioritySchedule',
    'sortOrder',
    'updatedAt',
  ],
  'community-programs': [
    '_status',
    'confirmation',
    'contact',
    'createdAt',
    'id',
    'location',
    'name',
    'prices',
    'programId',
    'property',
    'schedule',
    'terms',
    'updatedAt',
  ],
  industries: ['_status', 'createdAt', 'description', 'icon', 'id', 'image', 'name', 'slug', 'sortOrder', 'updatedAt'],
  articles: [
    '_status',
    'content',
    'createdAt',
    'excerpt',
    'heroImage',
    'id',
    'publishedAt',
    'seo',
    'slug',
    'title',
    'updatedAt',
  ],
  pages: [
    '_status',
    'content',
    'createdAt',
    'heroImage',
    'id',
    'intro',
    'location',
    'seo',
    'slug',
    'title',
    'updatedAt',
  ],
  'landing-pages': [
    '_status',
    'createdAt',
    'distractionFree',
    'id',
    'layout',
    'location',
    'noindex',
    'seo',
    'slug',
    'title',
    'updatedAt',
  ],
  jobs: [
    '_status',
    'body',
    'createdAt',
    'employmentType',
    'id',
    'locations',
    'payMax',
    'payMin',
    'payNote',
    'payUnit',
    'postedAt',
    'resumeRequired',
    'slug',
    'summary',
    'title',
    'updatedAt',
  ],
  reviews: [
    'author',
    'createdAt',
    'date',
    'id',
    'location',
    'rating',
    'reply',
    'service',
    'status',
    'text',
    'updatedAt',
  ],
  media: [
    // Where the file sits in the object store (the storage plugin's; Payload's file route reads them).
    '_objectKey',
    'alt',
    'createdAt',
    'filename',
    'filesize',
    'focalX',
    'focalY',
    'height',
    'id',
    'mimeType',
    'prefix',
    'sizes',
    'thumbnailURL',
    'updatedAt',
    'url',
    'width',
  ],
  redirects: ['createdAt', 'from', 'id', 'to', 'type', 'updatedAt'],
  'before-after-pairs': [
    '_status',
    'after',
    'afterAlt',
    'before',
    'beforeAlt',
    'caption',
    'createdAt',
    'id',
    'illustration',
    'locations',
    'services',
    'sortOrder',
    'updatedAt',
  ],
  'job-photos': [
    '_status',
    'alt',
    'caption',
    'createdAt',
    'id',
    'illustration',
    'locations',
    'photo',
    'services',
    'takenOn',
    'updatedAt',
  ],
  'case-studies': [
    '_status',
    'clientType',
    'createdAt',
    'id',
    'illustration',
    'industry',
    'locations',
    'logo',
    'logoAlt',
    'problem',
    'quote',
    'result',
    'services',
    'sortOrder',
    'title',
    'updatedAt',
    'work',
  ],
  'globals/company-info': [
    'address',
    'createdAt',
    'email',
    'globalType',
    'id',
    'name',
    'phone',
    'serviceArea',
    'shortName',
    'socials',
    'tagline',
    'updatedAt',
  ],
  'globals/site-settings': [
    'banner',
    'cardPaymentsOnline',
    'createdAt',
    'globalType',
    'id',
    'paymentPortalUrl',
    'textConsentWording',
    'trustBand',
    'updatedAt',
    'workRequestFrameUrl',
  ],
}

/** Names that are private wherever they occur: how a submission was made, secrets, staff notes, accounts. */
const NEVER_PUBLIC = [
  'sourcePage',
  'attributionSessionId',
  'idempotencyKey',
  'secret',
  'notes',
  'password',
  'hash',
  'salt',
  'resetPasswordToken',
  'loginAttempts',
  'lockUntil',
  'sessions',
  'roles',
]

function keysDeep(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) keysDeep(item, into)
  else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) {
      into.add(key)
      keysDeep(inner, into)
    }
  return into
}

describe('what the public reads, field by field', () => {
  it('lists every collection anonymous callers can read', () => {
    const publicCollections = Object.entries(POLICY)
      .filter(([, allowed]) => allowed.read.includes('anonymous'))
      .map(([slug]) => slug)
    expect(Object.keys(PUBLIC_FIELDS).filter((path) => !path.startsWith('globals/'))).toEqual(publicCollections)
  })

  it.each(Object.entries(PUBLIC_FIELDS))('%s', async (path, fields) => {
    const isGlobal = path.startsWith('globals/')
    // Reviews are public once approved: make sure one with a visit and a key is among them.
    if (path === 'reviews') {
      await payload.create({
        collection: 'reviews',
        data: {
          ...sampleData('reviews'),
          sourcePage: '/services/review',
          attributionSessionId: randomUUID(),
          idempotencyKey: randomUUID(),
        } as never,
        overrideAccess: true,
      })
    }
    const response = await rest(`/api/${path}?depth=2${isGlobal ? '' : '&limit=100'}`)
    expect(response.status).toBe(200)
    const body = (await response.json()) as { docs?: Record<string, unknown>[] } & Record<string, unknown>
    const docs = isGlobal ? [body] : body.docs!
    expect(docs.length).toBeGreaterThan(0)
    const seen = new Set(docs.flatMap((doc) => Object.keys(doc)))
    expect([...seen].sort()).toEqual([...fields].sort())
    const deep = keysDeep(docs)
    expect(NEVER_PUBLIC.filter((name) => deep.has(name))).toEqual([])
  })
})

describe('lead desk endpoints', () => {
  /** Each endpoint, with a body where it takes one (LEAD: a fresh lead's id; STAFF: the staff account's id). */
  const endpoints: [string, string, unknown?][] = [
    ['GET', '/api/desk/leads'],
    ['GET', '/api/desk/leads/export.csv'],
    ['GET', '/api/desk/leads/LEAD'],
    ['PATCH', '/api/desk/leads/LEAD', { version: 1, owner: 'STAFF' }],
    ['POST', '/api/desk/leads/LEAD/notes', { text: 'Access check.' }],
    ['POST', '/api/desk/leads/LEAD/contacts', { channel: 'call' }],
    ['GET', '/api/desk/staff'],
    ['GET', '/api/desk/overview'],
    ['GET', '/api/desk/speed'],
    ['GET', '/api/desk/conversions.csv'],
    ['GET', '/api/desk/leads/LEAD/windows?kind=estimate'],
    ['GET', '/api/desk/leads/LEAD/visits'],
    ['GET', '/api/desk/calendar?view=day'],
  ]
  const expected: Record<Actor, number[]> = { anonymous: [401], marketing: [403], staff: [200, 201], admin: [200, 201] }

  it.each(ACTORS)('as %s', async (actor) => {
    const tokens = await actorTokens(payload)
    for (const [method, template, body] of endpoints) {
      const submitted = estimateBody()
      expect((await postJson('/api/leads/estimate', submitted)).status).toBe(201)
      const { docs } = await payload.find({
        collection: 'estimate-requests',
        where: { idempotencyKey: { equals: submitted.idempotencyKey as string } },
        overrideAccess: true,
      })
      const lead = await payload.find({
        collection: 'desk-leads',
        where: { and: [{ kind: { equals: 'estimate' } }, { documentId: { equals: docs[0]!.id } }] },
        overrideAccess: true,
      })
      const path = template.replace('LEAD', String(lead.docs[0]!.id))
      const init: RequestInit & { token?: string } = { method, token: tokens[actor] }
      if (body !== undefined) {
        init.headers = { 'content-type': 'application/json' }
        init.body = JSON.stringify(body).replace('"STAFF"', String(users.staff!.id))
      }
      const response = await rest(path, init)
      expect(expected[actor], `${actor} ${method} ${path}`).toContain(response.status)
      await response.arrayBuffer()
    }
  })
})

describe('payments endpoints', () => {
  const expected: Record<Actor, number[]> = { anonymous: [401], marketing: [403], staff: [200, 201], admin: [200, 201] }

  it.each(ACTORS)('as %s', async (actor) => {
    const tokens = await actorTokens(payload)
    const entry = {
      idempotencyKey: randomUUID(),
      kind: 'payment',
      amountCents: 100,
      method: 'check',
      receivedOn: '2026-11-02',
      account: { type: 'invoice', number: 'INV-ACCESS' },
    }
    const requests: [string, RequestInit][] = [
      ['/api/payments/ledger/seasonal', {}],
      ['/api/payments/ledger/montebello/export.csv', {}],
      [
        '/api/payments/entries',
        { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(entry) },
      ],
    ]
    for (const [path, init] of requests) {
      const response = await rest(path, { ...init, token: tokens[actor] })
      expect(expected[actor], `${actor} ${init.method ?? 'GET'} ${path}`).toContain(response.status)
      await response.arrayBuffer()
    }
  })
})
