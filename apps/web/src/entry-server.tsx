import { detectLocation } from '@ecs/shared/navigation'
import { localeBase, match, type Locale, type RouteMatch } from '@ecs/shared/routes'
import {
  dehydrate,
  HydrationBoundary,
  QueryClientProvider,
  type DehydratedState,
  type QueryClient,
  type QueryFunction,
} from '@tanstack/react-query'
import { createHash } from 'node:crypto'
import { StrictMode } from 'react'
import { renderToPipeableStream } from 'react-dom/server'
import { StaticRouter } from 'react-router-dom'
import { Writable } from 'node:stream'
import { App } from './app/app'
import { Document } from './app/document'
import { loadPage } from './app/page-registry'
import { createQueryClient } from './lib/query-client'
import { isProofRead } from './api/proof'
import { isSiteContent, siteContentAddress, siteContentQueries } from './api/site-content'
import { readSourceNumbers } from './api/tracking-numbers'
import { NumberSwapElements, type PageNumbers } from './features/call-tracking'
import numberSwapScript from 'inline-script:src/features/call-tracking/number-swap-script.ts'
import { DATA_ELEMENT_ID, type BootData } from './lib/boot-data'
import { LocaleProvider } from './lib/locale'
import { loadMessages, MessagesProvider } from './lib/messages'
import { SiteUrlProvider } from './lib/site-url'
import './styles.css'

/** The scripts every page carries in itself, which the CSP allows by their hashes (server/index.ts). */
export const INLINE_SCRIPTS: readonly string[] = [numberSwapScript]

/** The built client's entry script, which every page loads. */
export interface DocumentAssets {
  scripts: string[]
}

/** How a page is rendered besides its address. */
export interface RenderOptions {
  /** Every query in the page's boot data, none in the site content file (a preview's drafts). */
  inlineSiteContent?: boolean
  /**
   * The language the page speaks when its path does not say it: a customer's private page, in their
   * language (link-read.ts). The path's language otherwise.
   */
  language?: Locale
}

export interface RenderRequest extends RenderOptions {
  url: string
  assets: DocumentAssets
  /** The CSS to inline (none in development). */
  css?: string
  /** The site's public origin (SITE_URL). */
  siteUrl: string
  /** Reads a CMS path through the server's content cache. */
  fetchContent: QueryFunction
}

export interface RenderResult {
  status: number
  html: string
}

export class ContentUnavailable extends Error {}

/** Content that names content that names content: no page needs more rounds than this. */
const MAX_FOLLOW_UP_ROUNDS = 4

/**
 * Renders a whole page: fills a fresh QueryClient with the shell's and the page's data, renders the
 * document once everything (including lazy page code) is ready, and embeds the cache for hydration.
 * Throws ContentUnavailable when the CMS cannot answer and nothing is cached.
 */
export async function render({
  url,
  assets,
  css,
  siteUrl,
  fetchContent,
  inlineSiteContent = false,
  language,
}: RenderRequest): Promise<RenderResult> {
  const { pathname } = new URL(url, 'http://site')
  const current: RouteMatch = match(pathname)
  const locale = language ?? current.locale
  const queryClient = createQueryClient(fetchContent, locale)

  const [page, messages] = await Promise.all([loadPage(current.page), loadMessages[locale]()])
  const queries = [...siteContentQueries(), ...(page.queries?.(current) ?? [])]
  try {
    await Promise.all(queries.map(({ queryKey }) => queryClient.fetchQuery({ queryKey })))
    for (let round = 0; round < MAX_FOLLOW_UP_ROUNDS && page.followUp; round++) {
      const missing = page.followUp(queryClient, current).filter(({ queryKey }) => !queryClient.getQueryData(queryKey))
      if (missing.length === 0) break
      await Promise.all(missing.map(({ queryKey }) => queryClient.fetchQuery({ queryKey })))
    }
  } catch (error) {
    throw new ContentUnavailable(`content for ${pathname} unavailable`, { cause: error })
  }
  const found = current.page !== 'not-found' && (page.exists?.(queryClient, current) ?? true)

  const pageNumbers: PageNumbers = {
    location: detectLocation(pathname) ?? null,
    sources: readSourceNumbers(queryClient),
  }
  const spoken = locale === current.locale ? {} : { language: locale }
  const bootData: BootData = inlineSiteContent
    ? { siteUrl, ...spoken, siteContent: null, dehydratedState: withoutFetchTimes(dehydrate(queryClient)) }
    : {
        siteUrl,
        ...spoken,
        siteContent: siteContentAddress(locale, siteContentFile(queryClient).version),
        dehydratedState: withoutFetchTimes(
          // Proof below the first screen is rendered here and read by the browser after hydration: pictures
          // and case studies would double a location home's boot data.
          dehydrate(queryClient, {
            shouldDehydrateQuery: (query) => !isSiteContent(query.queryKey) && !isProofRead(query.queryKey),
          }),
        ),
      }
  const html = await renderDocument(
    <StrictMode>
      <Document css={css} locale={locale}>
        <QueryClientProvider client={queryClient}>
          <HydrationBoundary state={bootData.dehydratedState}>
            <SiteUrlProvider siteUrl={siteUrl}>
              <LocaleProvider locale={locale} pathLocale={current.locale}>
                <MessagesProvider messages={messages}>
                  <StaticRouter location={url} basename={localeBase(current.locale)}>
                    <App />
                  </StaticRouter>
                </MessagesProvider>
              </LocaleProvider>
            </SiteUrlProvider>
          </HydrationBoundary>
        </QueryClientProvider>
        <NumberSwapElements pageNumbers={serializeForScript(pageNumbers)} script={numberSwapScript} />
        <script
          id={DATA_ELEMENT_ID}
          type="application/json"
          dangerouslySetInnerHTML={{ __html: serializeForScript(bootData) }}
        />
      </Document>
    </StrictMode>,
    assets.scripts,
  )
  return { status: found ? 200 : 404, html }
}

/**
 * The site content file of a language: the content every page reads, read through the same content
 * cache as the pages, so a page and the file it names agree on the version.
 */
export async function renderSiteContent(
  fetchContent: QueryFunction,
  locale: Locale,
): Promise<{ version: string; body: string }> {
  const queryClient = createQueryClient(fetchContent, locale)
  await Promise.all(siteContentQueries().map(({ queryKey }) => queryClient.fetchQuery({ queryKey })))
  return siteContentFile(queryClient)
}

/** The dehydrated site content of a filled cache, and its version: a hash of the bytes. */
function siteContentFile(queryClient: QueryClient): { version: string; body: string } {
  const body = JSON.stringify(
    withoutFetchTimes(dehydrate(queryClient, { shouldDehydrateQuery: (query) => isSiteContent(query.queryKey) })),
  )
  return { version: createHash('sha256').update(body).digest('base64url').slice(0, 16), body }
}

/**
 * The same content must give the same HTML (the server keeps pages and answers 304 by their ETag), so
 * the fetch times are left out. The browser loses nothing: its cached data never goes stale by time.
 */
function withoutFetchTimes(state: DehydratedState): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) => ({ ...query, dehydratedAt: 0, state: { ...query.state, dataUpdatedAt: 0 } })),
  }
}

/** JSON inside a script element must not be able to close it. */
function serializeForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

function renderDocument(element: React.ReactElement, bootstrapModules: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = ''
    const sink = new Writable({
      write(chunk, _encoding, callback) {
        html += chunk.toString()
        callback()
      },
      final(callback) {
        resolve(html)
        callback()
      },
    })
    const stream = renderToPipeableStream(element, {
      bootstrapModules,
      // React outlines large Suspense boundaries and reveals them with inline scripts, which the CSP
      // (inline scripts only by hash) blocks; the whole page is ready before piping, so never outline.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => {
        console.error('[render]', error)
      },
    })
  })
}
