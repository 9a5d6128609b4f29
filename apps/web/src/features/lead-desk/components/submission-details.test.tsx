import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Details } from './submission-details'

describe('Details', () => {
  it('shows each record of a list field field by field, never as [object Object]', () => {
    const html = renderToStaticMarkup(
      <Details
        data={{
          services: ['residential-window-cleaning'],
          priceEstimate: { basis: { lines: [{ service: 'residential-window-cleaning', low: 189, high: 249 }] } },
        }}
      />,
    )
    expect(html).not.toContain('[object Object]')
    expect(html).toContain('<ol')
    expect(html).toContain('249')
  })

  it("shows a business's building, measures and company by the forms' words, and leaves out a home's empty size", () => {
    const html = renderToStaticMarkup(
      <Details
        data={{
          property: {
            size: null,
            stories: null,
            businessType: 'Hotels',
            buildingType: 'hotel',
            floors: 12,
            squareFeet: 180000,
          },
          business: { company: 'Harbor Hotel', jobTitle: null, sites: 2 },
        }}
      />,
    )
    for (const shown of ['Building', 'Hotel', 'Floors', '180000', 'Company', 'Harbor Hotel', 'Sites'])
      expect(html).toContain(shown)
    expect(html).not.toContain('Size')
    expect(html).not.toContain('Job title')
  })
})
