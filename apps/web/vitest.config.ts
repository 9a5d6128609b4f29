import { defineConfig } from 'vitest/config'

/**
 * Test files that mostly wait on the clock: slow-clients.test.ts sends a 5 MB upload at 256 kbit/s, over
 * two and a half minutes by design. They are the `waiting` project, which `pnpm test` runs beside the
 * `stacks` project (scripts/test.mjs) rather than after it; one `vitest run` runs the two in turn.
 */
const WAITING = ['tests/server/slow-clients.test.ts']

export default defineConfig({
  test: {
    setupFiles: ['tests/helpers/fail-on-console-error.ts'],
    testTimeout: 30_000,
    hookTimeout: 180_000,
    // Each server test file starts its own stack: one at a time on a 2-core machine.
    fileParallelism: false,
    projects: [
      {
        extends: true,
        test: { name: 'stacks', include: ['tests/server/**/*.test.ts', 'src/**/*.test.{ts,tsx}'], exclude: WAITING },
      },
      { extends: true, test: { name: 'waiting', include: WAITING } },
    ],
  },
})
