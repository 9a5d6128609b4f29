import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

interface ManifestChunk {
  file: string
  css?: string[]
  imports?: string[]
}

/** The staff pages carry their charts and tables and are not for visitors. */
const STAFF_PAGE = /\/(login|cms-dashboard|admin-[^/]*)\.tsx$/

/**
 * The JavaScript a public page loads before it hydrates, gzip (level 9), from the built client's Vite
 * manifest: the entry and the app it imports once the page has been painted (src/hydrate.tsx), each with
 * every chunk it imports statically, the page's language's words (English here; the app loads them before
 * it hydrates) and the page's own chunk with its static imports. Keyed by page
 * module (`home`, `service`, ...); `shared` is the entry's and the app's part alone.
 */
export function initialScriptBytes(clientDir: string): { shared: number; pages: Record<string, number>; css: number } {
  const manifest = JSON.parse(readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >
  const sizes = new Map<string, number>()
  const gzipped = (file: string) => {
    if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(join(clientDir, file)), { level: 9 }).length)
    return sizes.get(file)!
  }
  const closure = (keys: readonly string[], seen = new Set<string>()) => {
    for (const key of keys) {
      if (seen.has(key)) continue
      seen.add(key)
      closure(manifest[key]!.imports ?? [], seen)
    }
    return seen
  }
  const total = (keys: Set<string>) => [...keys].reduce((sum, key) => sum + gzipped(manifest[key]!.file), 0)
  const base = closure(['src/entry-client.tsx', 'src/hydrate.tsx', 'src/lib/messages/en.ts'])
  const pages = Object.fromEntries(
    Object.keys(manifest)
      .filter((key) => key.startsWith('src/app/pages/') && !STAFF_PAGE.test(key))
      .map((key) => [key.replace('src/app/pages/', '').replace(/\.tsx$/, ''), total(closure([key], new Set(base)))]),
  )
  const cssFiles = new Set(Object.values(manifest).flatMap((chunk) => chunk.css ?? []))
  return { shared: total(base), pages, css: [...cssFiles].reduce((sum, file) => sum + gzipped(file), 0) }
}
