import { createSeededDatabase } from '@ecs/test-stack'

/**
 * One database per test run, migrated with the committed migrations and seeded by the same script the
 * start script uses: a copy of the one the site's test stacks use (prepared once per version of the
 * sources), dropped when the run ends.
 */
export default async function setup() {
  const database = await createSeededDatabase()
  process.env.DATABASE_URI = database.uri
  return async () => {
    await database.drop()
  }
}
