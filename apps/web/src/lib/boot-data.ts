import type { Locale } from '@ecs/shared/routes'
import type { DehydratedState } from '@tanstack/react-query'

/** What the server hands the browser for hydration, in a JSON script element (data, not a script). */
export interface BootData {
  /** The page's own content; the content every page reads is in the site content file. */
  dehydratedState: DehydratedState
  /**
   * The versioned address of the site content file, or null when `dehydratedState` holds everything
   * (a preview, whose drafts are for the editor alone).
   */
  siteContent: string | null
  /** The site's public origin, for absolute canonical and Open Graph URLs. */
  siteUrl: string
  /**
   * The language the page speaks when its path does not say it: a customer's private page, in their
   * language as the CMS answered the site's server. Absent: the path's language.
   */
  language?: Locale
}

export const DATA_ELEMENT_ID = '__boot_data'

export function readBootData(): BootData {
  const element = document.getElementById(DATA_ELEMENT_ID)
  return JSON.parse(element?.textContent ?? '{}') as BootData
}

/**
 * The page's content and the site content file's together. Should the file not load (a replica that
 * has moved on to newer content answers with that), the queries it lacks are fetched as the page
 * needs them.
 */
export async function readHydrationState(boot: BootData): Promise<DehydratedState> {
  if (!boot.siteContent) return boot.dehydratedState
  const shared = await fetch(boot.siteContent)
    .then((response) => (response.ok ? (response.json() as Promise<DehydratedState>) : null))
    .catch(() => null)
  return { mutations: [], queries: [...(shared?.queries ?? []), ...boot.dehydratedState.queries] }
}
