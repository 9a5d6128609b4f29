// The site's tests (`pnpm test`): the two vitest projects side by side, then the browser tests. The
// `waiting` project mostly waits on the clock (vitest.config.ts), so beside the `stacks` project it
// takes the run none of its length. Its lines are marked [waiting]; the exit code is the first failure's.
import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'
import { createSeededDatabase } from '@ecs/test-stack'

/** Runs a command of node_modules/.bin; resolves with its exit code. Lines are prefixed when `label` is given. */
function run(command, args, label) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', label ? 'pipe' : 'inherit', label ? 'pipe' : 'inherit'] })
    if (label)
      for (const [stream, out] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ])
        createInterface({ input: stream }).on('line', (line) => out.write(`[${label}] ${line}\n`))
    child.on('error', (error) => {
      console.error(`${command}: ${error.message}`)
      resolve(1)
    })
    child.on('close', (code) => resolve(code ?? 1))
  })
}

// The seeded database both projects copy, prepared once before they start (not by both at once).
await (await createSeededDatabase()).drop()
const codes = await Promise.all([
  run('vitest', ['run', '--project', 'stacks', '--passWithNoTests']),
  run('vitest', ['run', '--project', 'waiting'], 'waiting'),
])
const failed = codes.find((code) => code !== 0)
process.exit(failed ?? (await run('playwright', ['test'])))
