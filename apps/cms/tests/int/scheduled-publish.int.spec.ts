import type { Payload } from 'payload'
import { COMPANY_TIME_ZONE, LOCATION_TIME_ZONES } from '@ecs/shared/hours'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getTestPayload } from '../helpers/payload'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})
afterAll(async () => {
  await payload.destroy()
})

describe('scheduling a publish in the admin', () => {
  it("starts in the company's zone and offers the offices' zones by name", () => {
    const { defaultTimezone, supportedTimezones } = payload.config.admin.timezones
    expect(defaultTimezone).toBe(COMPANY_TIME_ZONE)
    expect(supportedTimezones.map((zone) => zone.value)).toEqual([...LOCATION_TIME_ZONES])
    for (const zone of supportedTimezones) expect(zone.label, zone.value).not.toContain('/')
  })

  it('offers times by the quarter hour wherever a publish can be scheduled', () => {
    const scheduled = payload.config.collections.filter(
      (collection) => collection.versions?.drafts && collection.versions.drafts.schedulePublish,
    )
    expect(scheduled.map((collection) => collection.slug)).toContain('landing-pages')
    for (const collection of scheduled) {
      const drafts = collection.versions?.drafts
      expect(drafts && drafts.schedulePublish, collection.slug).toMatchObject({ timeIntervals: 15 })
    }
  })
})
