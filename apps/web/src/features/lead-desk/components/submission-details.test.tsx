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
})
