import type { DehydratedState } from '@tanstack/react-query'

/** The built files a page loads: its scripts and the chunks it preloads. */
export interface DocumentAssets {
  scripts: string[]
  preloads: string[]
}

/** What the server hands the browser for hydration, in a JSON script element (no inline script). */
export interface BootData {
  assets: DocumentAssets
  dehydratedState: DehydratedState
  /** The site's public origin, for absolute canonical and Open Graph URLs. */
  siteUrl: string
}

export const DATA_ELEMENT_ID = '__boot_data'

export function readBootData(): BootData {
  const element = document.getElementById(DATA_ELEMENT_ID)
  return JSON.parse(element?.textContent ?? '{}') as BootData
}
