// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { numbersBeforeAnswer, type KeptAnswer, type PageNumbers } from './numbers-before-answer'

const DMV = '+17035550101'
const page: PageNumbers = {
  location: 'dmv',
  sources: { 'google-ads': { [DMV]: '(703) 555-0111' }, facebook: { [DMV]: '(703) 555-0113' } },
}
const NOW = Date.parse('2026-12-07T09:00:00Z')
const POOL = { [DMV]: '(703) 555-0191' }

const before = ({
  search = '',
  referrer = '',
  kept,
  now = NOW,
}: {
  search?: string
  referrer?: string
  kept?: KeptAnswer
  now?: number
}) =>
  numbersBeforeAnswer({
    readPage: () => page,
    keptAnswer: kept ? JSON.stringify(kept) : null,
    address: { search, referrer },
    now,
  })

describe('the numbers a page shows before the server is asked', () => {
  it('on a first visit, are those of the source its address or referrer names', () => {
    expect(before({ search: '?gclid=ABC' })).toEqual({ [DMV]: '(703) 555-0111' })
    expect(before({ search: '?utm_source=fb&utm_medium=paid' })).toEqual({ [DMV]: '(703) 555-0113' })
    expect(before({ referrer: 'https://m.facebook.com/' })).toEqual({ [DMV]: '(703) 555-0113' })
  })

  it('are none for a direct or organic visit, or a source without numbers', () => {
    expect(before({})).toEqual({})
    expect(before({ referrer: 'https://www.google.com/' })).toEqual({})
    expect(before({ search: '?utm_source=bing&utm_medium=cpc' })).toEqual({})
  })

  it('follow the visit’s first-touch source, kept with the last answer, not a later page’s address', () => {
    const kept: KeptAnswer = { source: 'facebook', location: 'houston', numbers: {}, at: NOW - 86_400_000 }
    expect(before({ search: '?gclid=LATER', kept })).toEqual({ [DMV]: '(703) 555-0113' })
    expect(before({ search: '?gclid=LATER', kept: { ...kept, source: null } })).toEqual({})
  })

  it('are the last answer on a page of its location while a pool number is held (30 minutes)', () => {
    const kept: KeptAnswer = { source: 'google-ads', location: 'dmv', numbers: POOL, at: NOW - 29 * 60_000 }
    expect(before({ kept })).toEqual(POOL)
    expect(before({ kept, now: NOW + 2 * 60_000 })).toEqual({ [DMV]: '(703) 555-0111' })
    expect(before({ kept: { ...kept, location: 'houston' } })).toEqual({ [DMV]: '(703) 555-0111' })
  })

  it('ignore a kept answer they cannot read', () => {
    const numbers = numbersBeforeAnswer({
      readPage: () => page,
      keptAnswer: '{"numbers":',
      address: { search: '?gclid=ABC', referrer: '' },
      now: NOW,
    })
    expect(numbers).toEqual({ [DMV]: '(703) 555-0111' })
  })
})
