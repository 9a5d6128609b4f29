import type { CustomerHistory as History } from '@ecs/shared/leads'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { CustomerHistory } from './customer-history'

const lead = (id: number) => ({
  id,
  kind: 'estimate' as const,
  reference: `EST-${id}`,
  status: 'new' as const,
  value: null,
  valueSource: null,
  asked: null,
  locationLabel: null,
  createdAt: '2026-11-26T15:00:00.000Z',
})

/** A customer of 45 leads, the newest 20 shown, and one quote of an older lead that is not among them. */
const history: History = {
  customer: {
    id: 7,
    name: 'Ada Long',
    email: null,
    phone: null,
    company: null,
    address: null,
    lastLeadAt: null,
    leads: 45,
    mergedInto: null,
    mergedAt: null,
  },
  totals: { leads: 45, quotes: 1, visits: 0, payments: 0, reviews: 0 },
  leads: Array.from({ length: 20 }, (_, index) => lead(100 - index)),
  quotes: [
    {
      id: 3,
      leadId: 12,
      leadReference: 'EST-12',
      number: 'Q-3',
      version: 1,
      status: 'sent',
      totalCents: 9000,
      createdAt: '2026-01-02T15:00:00.000Z',
    },
  ],
  visits: [],
  payments: [],
  reviews: [],
}

const shown = (showMore?: () => void) =>
  renderToStaticMarkup(<CustomerHistory history={history} openLead={() => undefined} showMore={showMore} />)

describe('CustomerHistory', () => {
  it('counts every lead, says how many older are not shown and offers to show more', () => {
    const html = shown(() => undefined)
    expect(html).toContain('Leads (45)')
    expect(html).toContain('Not shown: 25 older.')
    expect(html).toContain('>Show more leads</button>')
    expect(html.match(/Not shown/g)).toHaveLength(1)
  })

  it('names the lead of every row by its reference, whether or not that lead is shown', () => {
    expect(shown()).toMatch(/Quote Q-3 v1: .*<a[^>]*href="[^"]*lead=12"[^>]*>EST-12<\/a>/)
  })

  it('offers no more once the most one answer carries is shown', () => {
    expect(shown()).toContain('Not shown: 25 older.')
    expect(shown()).not.toContain('Show more')
  })
})
