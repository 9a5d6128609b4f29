import type { Migration } from 'payload'
import { getTestPayload } from './payload'
import { migrations } from '../../src/migrations'
import { seed } from '../../src/endpoints/seed'

export async function migrateAndSeed() {
  const payload = await getTestPayload()
  // The generated migrations type their arguments more narrowly than the adapter's generic signature.
  await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
  await seed({ payload })
  await payload.destroy()
}
