import { renderToString } from 'react-dom/server'
import { StaticRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { LocaleProvider } from '../lib/locale'
import { SiteLink } from './site-link'

describe('SiteLink', () => {
  it("leads to the page in the language of the page's path, under the router's base", () => {
    const html = renderToString(
      <LocaleProvider locale="es">
        <StaticRouter location="/es/houston" basename="/es">
          <SiteLink to="/houston/services">Servicios</SiteLink>
        </StaticRouter>
      </LocaleProvider>,
    )
    expect(html).toContain('href="/es/houston/services"')
  })

  it("leads a reader of a page in another language than its path's to the page in the reader's language", () => {
    const html = renderToString(
      <LocaleProvider locale="es" pathLocale="en">
        <StaticRouter location="/quote/a-token">
          <SiteLink to="/houston" className="link">
            Houston
          </SiteLink>
          <SiteLink to="/">Inicio</SiteLink>
        </StaticRouter>
      </LocaleProvider>,
    )
    expect(html).toContain('<a href="/es/houston" class="link">Houston</a>')
    expect(html).toContain('href="/es"')
  })
})
