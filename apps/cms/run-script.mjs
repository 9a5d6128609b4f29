// Runs one of the CMS's TypeScript scripts (`node run-script.mjs src/scripts/x.ts [args...]`) through
// Vite's module runner, in this process's own thread. Not tsx: on Node 20 its loader runs in a hooks
// thread, and on a loaded machine a run ended with no output and exit 13 (the hooks thread's "never
// settles" answer) before migrating anything; `payload migrate`, through the same kind of loader,
// exited 0 without migrating. Decision 033.
import { resolve } from 'node:path'
import { runnerImport } from 'vite'

const [script] = process.argv.slice(2)
if (!script) {
  console.error('Usage: node run-script.mjs <script.ts> [arguments...]')
  process.exit(2)
}
const root = import.meta.dirname
await runnerImport(resolve(process.cwd(), script), {
  root,
  logLevel: 'warn',
  // The workspace packages export TypeScript sources: transformed like ours, not imported by Node.
  environments: { inline: { resolve: { noExternal: [/^@ecs\//] } } },
})
