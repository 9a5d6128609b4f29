import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * Both apps import this package, so its runtime parts may depend only on each other and on libraries
 * that run the same in the browser and in Node: zod, libphonenumber-js for phone numbers and @date-fns/tz
 * for office hours in their time zone.
 */
const PARTS = [
  'catalog',
  'routes',
  'navigation',
  'attribution',
  'http',
  'schemas',
  'seo',
  'brand',
  'hours',
  'roles',
  'leads',
  'api',
]
const SOURCE = join(import.meta.dirname, '..', 'src')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(dir, entry.name))
      : entry.name.endsWith('.ts')
        ? [join(dir, entry.name)]
        : [],
  )
}

describe('package purity', () => {
  const files = PARTS.flatMap((part) => sourceFiles(join(SOURCE, part)))

  it.each(files.map((file) => [file.slice(SOURCE.length + 1), file]))(
    '%s imports only zod, libphonenumber-js, @date-fns/tz and relative modules',
    (_name, file) => {
      const specifiers = [...readFileSync(file, 'utf8').matchAll(/\bfrom\s+'([^']+)'/g)].map((found) => found[1])
      for (const specifier of specifiers)
        expect(specifier).toMatch(/^(\.{1,2}\/|zod$|libphonenumber-js$|@date-fns\/tz$)/)
    },
  )
})
