import { LEAD_EVENT_TYPES } from '@ecs/shared/leads'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { LeadTimeline } from './lead-timeline'

const entry = (type: (typeof LEAD_EVENT_TYPES)[number], toValue: string | null, fromValue: string | null = null) => ({
  id: 1,
  type,
  fromValue,
  toValue,
  text: null,
  at: '2026-11-26T15:00:00.000Z',
  actorId: null,
  actorName: null,
})

/** The headline of the one entry shown. */
const headline = (shown: ReturnType<typeof entry>) =>
  renderToStaticMarkup(<LeadTimeline entries={[shown]} />).match(
    /<p class="text-sm font-medium[^"]*">([^<]*)<\/p>/,
  )?.[1]

describe('LeadTimeline', () => {
  it('says in words what happened for every kind of entry the CMS writes, never an empty line', () => {
    for (const type of LEAD_EVENT_TYPES) expect(headline(entry(type, null)), type).toMatch(/\w/)
  })

  it('tells apart what happened to a quote, a visit and a call, and names the customers merged', () => {
    expect(headline(entry('quote', 'accepted'))).toBe('Quote accepted')
    expect(headline(entry('visit', 'cancelled'))).toBe('Visit cancelled')
    expect(headline(entry('call', 'missed'))).toBe('Missed call')
    expect(headline(entry('customer', 'C-12', 'C-40'))).toBe('Customer C-40 merged into C-12')
  })
})
