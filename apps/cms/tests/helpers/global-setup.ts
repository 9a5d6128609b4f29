import { execFile } from 'node:child_process'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { createThrowawayDatabase } from '@ecs/local-postgres'

const run = promisify(execFile)
const cmsDir = join(import.meta.dirname, '../..')

/**
 * One throwaway database per test run: created, migrated with the committed migrations and seeded
 * by the same script the start script uses, dropped when the run ends.
 */
export default async function setup() {
  const database = await createThrowawayDatabase()
  process.env.DATABASE_URI = database.uri
  await run(process.execPath, ['run-script.mjs', 'src/scripts/prepare-database.ts'], {
    cwd: cmsDir,
    env: { ...process.env, DATABASE_URI: database.uri },
    maxBuffer: 16 * 1024 * 1024,
  })
  return async () => {
    await database.drop()
  }
}
