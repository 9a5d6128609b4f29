import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Details } from './submission-details'

describe('Details', () => {
  it('shows each record of a list field field by field, never as [object Object]', () => {
    const html = renderToStaticMarkup(
      <Details
        data={{
          services: ['residential-window-cleaning'],
          lines: [{ service: 'residential-window-cleaning', low: 189, high: 249 }],
        }}
      />,
    )
    expect(html).not.toContain('[object Object]')
    expect(html).toContain('<ol')
    expect(html).toContain('249')
  })

  it('shows the price estimate as the sentence the visitor read, not the workings behind it', () => {
    const text = '$189-$249 for a 2-story home of 1,500 to 3,000 sq ft, exterior only'
    const html = renderToStaticMarkup(
      <Details
        data={{
          priceEstimate: {
            text,
            low: 189,
            high: 249,
            basis: { lines: [{ service: 'residential-window-cleaning', low: 189, high: 249, fromPrice: 189 }] },
          },
        }}
      />,
    )
    expect(html).toContain('Price estimate')
    expect(html).toContain(text.replace(/&/g, '&amp;'))
    expect(html).not.toContain('Review')
    expect(html).not.toContain('<ol')
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
    const home = renderToStaticMarkup(<Details data={{ business: { company: null, jobTitle: null, sites: null } }} />)
    expect(home).not.toContain('Business')
    for (const shown of ['Building', 'Hotel', 'Floors', '180000', 'Company', 'Harbor Hotel', 'Sites'])
      expect(html).toContain(shown)
    expect(html).not.toContain('Size')
    expect(html).not.toContain('Job title')
  })
})
