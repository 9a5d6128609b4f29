import path from 'node:path'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: { alias: { '@payload-config': path.resolve(import.meta.dirname, 'src/payload.config.ts') } },
  test: {
    include: ['tests/int/**/*.int.spec.ts'],
    globalSetup: ['tests/helpers/global-setup.ts'],
    pool: 'forks',
    // One database for the run: files run one after another so their writes never interleave.
    fileParallelism: false,
    // In-process REST calls start Payload's job cron (createPayloadRequest asks for it); the tests run
    // due jobs themselves, and a second runner in the same process can claim the same job (Payload
    // claims jobs by reading, then updating), sending an email twice.
    env: { JOBS_AUTORUN: 'false' },
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
})
