import { readFileSync } from 'node:fs'
import type { DocumentAssets } from '../src/app/document'

interface ManifestChunk {
  file: string
  css?: string[]
  imports?: string[]
  isEntry?: boolean
}

const CLIENT_ENTRY = 'src/entry-client.tsx'

/** The built client's entry script, its CSS and the chunks to preload, from Vite's manifest. */
export function assetsFromManifest(manifestPath: string): DocumentAssets {
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>
  const entry = manifest[CLIENT_ENTRY]
  if (!entry) throw new Error(`${CLIENT_ENTRY} is not in ${manifestPath}: build the client first`)
  const preloads = (entry.imports ?? []).map((key) => `/${manifest[key]!.file}`)
  return { scripts: [`/${entry.file}`], styles: (entry.css ?? []).map((file) => `/${file}`), preloads }
}

export const DEV_ASSETS: DocumentAssets = { scripts: [`/${CLIENT_ENTRY}`], styles: [], preloads: [] }
