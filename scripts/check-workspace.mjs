// The workspace's own rules, checked in `pnpm test`: each dependency has one version (named as
// `catalog:` and set in pnpm-workspace.yaml), and every package has the same script names, so
// `turbo run <task>` means the same thing everywhere.
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'

const SCRIPTS = ['typecheck', 'lint', 'test', 'clean']
const APP_SCRIPTS = ['build', 'dev', 'start']

const root = join(import.meta.dirname, '..')
const packages = ['apps', 'packages'].flatMap((folder) =>
  readdirSync(join(root, folder)).map((name) => ({ dir: `${folder}/${name}`, isApp: folder === 'apps' })),
)
const problems = []
for (const { dir, isApp } of [{ dir: '.', isApp: false }, ...packages]) {
  const manifest = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'))
  for (const field of ['dependencies', 'devDependencies']) {
    for (const [name, version] of Object.entries(manifest[field] ?? {})) {
      if (version !== 'catalog:' && !version.startsWith('workspace:')) {
        problems.push(
          `${dir}/package.json: ${name} is "${version}"; name it "catalog:" and set its version in pnpm-workspace.yaml`,
        )
      }
    }
  }
  if (dir === '.') continue
  for (const script of [...SCRIPTS, ...(isApp ? APP_SCRIPTS : [])]) {
    if (!manifest.scripts?.[script]) problems.push(`${dir}/package.json: no "${script}" script`)
  }
}
if (problems.length > 0) {
  console.error(problems.join('\n'))
  process.exit(1)
}
