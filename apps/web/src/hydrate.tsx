// The app in the browser: adopts the server's HTML (hydration). Imported by entry-client.tsx once the
// page's main picture has been painted.
import { createDefaultQueryFn } from '@ecs/shared/http'
import { localeBase, match } from '@ecs/shared/routes'
import { HydrationBoundary, QueryClientProvider } from '@tanstack/react-query'
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router-dom'
import { App } from './app/app'
import { Document, STYLE_ELEMENT_ID } from './app/document'
import { loadPage } from './app/page-registry'
import { captureAttribution } from './features/attribution'
import { NumberSwapElements, startCallTracking, writtenNumberSwap } from './features/call-tracking'
import { followLivePreview, isPreview } from './features/preview'
import { DATA_ELEMENT_ID, readBootData, readHydrationState } from './lib/boot-data'
import { chosenLanguageAddress } from './lib/language-choice'
import { suppressConsoleNoise } from './lib/console-noise'
import { createQueryClient } from './lib/query-client'
import { LocaleProvider } from './lib/locale'
import { loadMessages, MessagesProvider } from './lib/messages'
import { SiteUrlProvider } from './lib/site-url'

// Before anything runs: extension, storage and websocket noise stays out of the console.
suppressConsoleNoise(window)

// A visitor who chose the other language with the header's switch arrives on this page in it.
const chosenAddress = chosenLanguageAddress(window.location, document.referrer)
if (chosenAddress) window.location.replace(chosenAddress)

const boot = readBootData()
const current = match(window.location.pathname)
// The server's choice: the path's language, or a private page's customer's (boot data).
const locale = boot.language ?? current.locale
const queryClient = createQueryClient(
  createDefaultQueryFn((input, init) => fetch(input, init)),
  locale,
)

// Load the current page's code, the site's content and the page's language's words before hydrating,
// so the server's HTML is adopted without a spinner.
const [hydrationState, messages] = await Promise.all([
  readHydrationState(boot),
  loadMessages[locale](),
  loadPage(current.page),
])

// Hydrating as a transition lets React yield to the browser between pieces of work, so hydration is
// many short tasks instead of one long one that blocks input (total blocking time).
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <Document css={document.getElementById(STYLE_ELEMENT_ID)?.textContent ?? undefined} locale={locale}>
        <QueryClientProvider client={queryClient}>
          <HydrationBoundary state={hydrationState}>
            <SiteUrlProvider siteUrl={boot.siteUrl}>
              <LocaleProvider locale={locale} pathLocale={current.locale}>
                <MessagesProvider messages={messages}>
                  <BrowserRouter basename={localeBase(current.locale)}>
                    <App />
                  </BrowserRouter>
                </MessagesProvider>
              </LocaleProvider>
            </SiteUrlProvider>
          </HydrationBoundary>
        </QueryClientProvider>
        <NumberSwapElements {...writtenNumberSwap(document)} />
        <script
          id={DATA_ELEMENT_ID}
          type="application/json"
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: document.getElementById(DATA_ELEMENT_ID)?.innerHTML ?? '' }}
        />
      </Document>
    </StrictMode>,
  )
})

// Campaign attribution once per load, after hydration so it never delays the page; then the visit's
// tracking numbers, swapped into the hydrated page. An editor's preview is not a visit.
if (isPreview(window.location)) void followLivePreview(window)
else void captureAttribution().then(({ record }) => startCallTracking(record))
