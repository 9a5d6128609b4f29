import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { CallsWithoutVisitTable } from './summary-tables'

const cells = (html: string) => [...html.matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/g)].map((match) => match[1])

describe('CallsWithoutVisitTable', () => {
  it('lists the calls no one visit saw alone by the source of the number called, with their leads and won value', () => {
    const html = renderToStaticMarkup(
      <CallsWithoutVisitTable
        rows={[
          { source: 'google-ads', calls: 3, answeredCalls: 2, callLeads: 1, callWonValue: 450 },
          { source: 'google-business-profile', calls: 1, answeredCalls: 0, callLeads: 1, callWonValue: 0 },
        ]}
      />,
    )
    expect(html).toContain('not matched to a visit or campaign')
    expect(cells(html).slice(5)).toEqual([
      'Google Ads',
      '3',
      '2',
      '1',
      '$450.00',
      'Google Business Profile',
      '1',
      '0',
      '1',
      '$0.00',
    ])
  })
})
