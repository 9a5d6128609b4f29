import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { DocumentAssets } from '../src/entry-server'

interface ManifestChunk {
  file: string
  css?: string[]
  isEntry?: boolean
}

const CLIENT_ENTRY = 'src/entry-client.tsx'

/** The built client's entry script, from Vite's manifest, and the text of its CSS, which every page inlines. */
export function builtAssets(clientDir: string): { assets: DocumentAssets; css: string } {
  const manifestPath = join(clientDir, '.vite/manifest.json')
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>
  const entry = manifest[CLIENT_ENTRY]
  if (!entry) throw new Error(`${CLIENT_ENTRY} is not in ${manifestPath}: build the client first`)
  const css = (entry.css ?? []).map((file) => readFileSync(join(clientDir, file), 'utf8')).join('\n')
  return { assets: { scripts: [`/${entry.file}`] }, css }
}

export const DEV_ASSETS: DocumentAssets = { scripts: [`/${CLIENT_ENTRY}`] }
