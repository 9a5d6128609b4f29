import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { payloadWithTokens, rest } from '../helpers/rest'
import type { Actor } from '../helpers/users'

let payload: Payload
let tokens: Record<Actor, string | undefined>
let seattle: { id: number; adCampaigns?: string[] | null }

beforeAll(async () => {
  ;({ payload, tokens } = await payloadWithTokens())
  const found = await payload.find({ collection: 'locations', where: { slug: { equals: 'seattle' } }, depth: 0 })
  seattle = found.docs[0]!
})
afterAll(async () => {
  await payload.update({
    collection: 'locations',
    id: seattle.id,
    data: { adCampaigns: seattle.adCampaigns ?? [] },
    overrideAccess: true,
  })
  await payload.destroy()
})

/** Marketing saves Seattle's ad campaigns through the REST API, as the admin does: the status and the refusals by field. */
async function saveSeattle(adCampaigns: string[]): Promise<{ status: number; refused: Record<string, string> }> {
  const response = await rest(`/api/locations/${seattle.id}`, {
    method: 'PATCH',
    token: tokens.marketing,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ adCampaigns }),
  })
  const answer = (await response.json()) as { errors?: { data?: { errors?: { path: string; message: string }[] } }[] }
  const refusals = answer.errors?.flatMap((error) => error.data?.errors ?? []) ?? []
  return { status: response.status, refused: Object.fromEntries(refusals.map(({ path, message }) => [path, message])) }
}

describe("a location's ad campaigns", () => {
  it('are set by marketing and read by every visitor with the location', async () => {
    expect(await saveSeattle(['seattle-spring-windows', 'Eastside Gutters'])).toEqual({ status: 200, refused: {} })
    const read = await rest(`/api/locations/${seattle.id}?depth=0`)
    expect(((await read.json()) as { adCampaigns: string[] }).adCampaigns).toEqual([
      'seattle-spring-windows',
      'Eastside Gutters',
    ])
  })

  it("refuse a name listed twice or already another location's, as the reports compare names, naming the field", async () => {
    expect(await saveSeattle(['Eastside Gutters', ' eastside gutters'])).toEqual({
      status: 400,
      refused: { adCampaigns: '"eastside gutters" is listed twice.' },
    })
    // The seed lists dmv-spring-windows under the DMV.
    expect(await saveSeattle(['DMV-Spring-Windows '])).toEqual({
      status: 400,
      refused: {
        adCampaigns: '"DMV-Spring-Windows" is already one of DMV Area’s campaigns: a campaign serves one location.',
      },
    })
    const after = await payload.findByID({ collection: 'locations', id: seattle.id, depth: 0 })
    expect(after.adCampaigns).toEqual(['seattle-spring-windows', 'Eastside Gutters'])
  })
})
