import { createThrowawayDatabase } from '@ecs/local-postgres'
import type { TestProject } from 'vitest/node'

/**
 * One throwaway database per test run: created, migrated with the committed migrations and seeded
 * here, dropped when the run ends.
 */
export default async function setup(_project: TestProject) {
  const database = await createThrowawayDatabase({ port: 54341 })
  process.env.DATABASE_URI = database.uri
  const { migrateAndSeed } = await import('./migrateAndSeed')
  await migrateAndSeed()
  return async () => {
    await database.drop()
  }
}
