import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { describe, expect, it } from 'vitest'
import { LEAD_KINDS } from '../src/leads'

/**
 * What keeps a kind's differences in its module: outside the kind modules (the shared facts and the
 * CMS's modules, both under a leads/kinds folder) no code compares with a kind's name or switches on it.
 * Code that needs a kind's behaviour reads its module from the registry. Migrations are history and
 * keep the names they were written with.
 */
const ROOT = join(import.meta.dirname, '..', '..', '..')
const SOURCES = ['packages/shared/src', 'apps/cms/src']
const EXEMPT = [`${sep}leads${sep}kinds${sep}`, `${sep}migrations${sep}`]

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(dir, entry.name))
      : /\.tsx?$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  )
}

const names = LEAD_KINDS.map((kind) => kind.replaceAll('-', '\\-')).join('|')
/** `=== 'review'`, `'review' !==`, `case 'review':`, in either quote. */
const KIND_CHECK = new RegExp(
  `(?:[!=]==?\\s*(['"\`])(?:${names})\\1)|(?:(['"\`])(?:${names})\\2\\s*[!=]==?)|(?:case\\s+(['"\`])(?:${names})\\3\\s*:)`,
)

describe('kind names', () => {
  it('are compared or switched on only in the kind modules', () => {
    const checks = SOURCES.flatMap((source) => sourceFiles(join(ROOT, source)))
      .filter((file) => !EXEMPT.some((part) => file.includes(part)))
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .flatMap((line, index) =>
            KIND_CHECK.test(line) ? [`${relative(ROOT, file)}:${index + 1}: ${line.trim()}`] : [],
          ),
      )
    expect(checks).toEqual([])
  })

  it('finds a check when there is one', () => {
    expect(KIND_CHECK.test(`if (kind === 'review') return`)).toBe(true)
    expect(KIND_CHECK.test(`    case "career-application":`)).toBe(true)
    expect(KIND_CHECK.test(`const steps = ['review']`)).toBe(false)
  })
})
