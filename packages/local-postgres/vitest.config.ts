import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Each test initialises and starts Postgres clusters (under a second on a quiet machine, 5 s and
    // more while a build runs beside it); what they check is the databases they get, not how fast.
    testTimeout: 60_000,
  },
})
