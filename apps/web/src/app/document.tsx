import { TOUCH_ICON_PATH } from '@ecs/shared/brand'
import type { Locale } from '@ecs/shared/routes'
import type { ReactNode } from 'react'
import { AwaitNumberSwap } from '../features/call-tracking'

/** The style element that holds the site's CSS in the page itself. */
export const STYLE_ELEMENT_ID = '__styles'

/**
 * The whole HTML document, rendered by React on the server and hydrated as is in the browser. The
 * CSS (about 7 KB gzip) is inlined, so the first paint waits for no stylesheet request; in
 * development (`css` undefined) Vite injects it. The one script, the client entry (React's async module
 * script at the end of the body), asks for the app only once the main picture has been painted: the
 * first paint needs only the HTML, this CSS and that picture.
 */
export function Document({ css, locale, children }: { css?: string; locale: Locale; children: ReactNode }) {
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#5b21b6" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href={TOUCH_ICON_PATH} />
        {css !== undefined && <style id={STYLE_ELEMENT_ID} dangerouslySetInnerHTML={{ __html: css }} />}
        <AwaitNumberSwap />
      </head>
      <body className="min-h-screen bg-white text-slate-900 antialiased">{children}</body>
    </html>
  )
}
