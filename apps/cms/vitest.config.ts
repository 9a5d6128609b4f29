import path from 'node:path'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: { alias: { '@payload-config': path.resolve(import.meta.dirname, 'src/payload.config.ts') } },
  test: {
    include: ['tests/int/**/*.int.spec.ts'],
    globalSetup: ['tests/helpers/globalSetup.ts'],
    pool: 'forks',
    // One database for the run: files run one after another so their writes never interleave.
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
})
