import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // The property tests run a fixed number of generated cases: CPU-bound work that took over the
    // default 5 s on a loaded 2-core machine (three timed out in a CI run while another build ran).
    // Their speed is not what they test; a real hang still fails after 60 s.
    testTimeout: 60_000,
  },
})
