import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['tests/server/**/*.test.ts', 'src/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/helpers/fail-on-console-error.ts'],
    testTimeout: 30_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
})
