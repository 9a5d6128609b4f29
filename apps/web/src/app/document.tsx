import { TOUCH_ICON_PATH } from '@ecs/shared/brand'
import type { ReactNode } from 'react'
import type { DocumentAssets } from '../lib/boot-data'

/** The style element that holds the site's CSS in the page itself. */
export const STYLE_ELEMENT_ID = '__styles'

/**
 * The whole HTML document, rendered by React on the server and hydrated as is in the browser. The
 * CSS (about 7 KB gzip) is inlined, so the first paint waits for no stylesheet request; in
 * development (`css` undefined) Vite injects it. The scripts (React's async module script at the end
 * of the body, and the chunks it imports, preloaded here) are asked for at low priority: the first paint
 * needs only the HTML, this CSS and the main image, and hydration follows it.
 */
export function Document({ assets, css, children }: { assets: DocumentAssets; css?: string; children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#5b21b6" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href={TOUCH_ICON_PATH} />
        {css !== undefined && <style id={STYLE_ELEMENT_ID} dangerouslySetInnerHTML={{ __html: css }} />}
        {assets.preloads.map((href) => (
          <link key={href} rel="modulepreload" href={href} fetchPriority="low" />
        ))}
      </head>
      <body className="min-h-screen bg-white text-slate-900 antialiased">{children}</body>
    </html>
  )
}
