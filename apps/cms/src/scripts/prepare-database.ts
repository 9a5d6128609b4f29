import { getPayload, type Migration } from 'payload'
import config from '../payload.config'
import { migrations } from '../migrations'
import { seed } from '../seed'
import { countUncountedSpanish } from '../plugins/spanish-progress'

/**
 * Brings the database named by DATABASE_URI up to date: the committed migrations, then the seed
 * (which only fills what is missing). Run with `node run-script.mjs src/scripts/prepare-database.ts`
 * (decision 033), rather than `payload migrate`, which was seen to exit 0 without migrating on a busy
 * machine.
 */
const payload = await getPayload({ config })
// The generated migrations type their arguments more narrowly than the adapter's generic signature.
await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
if (!process.argv.includes('--no-seed')) await seed({ payload })
await countUncountedSpanish(payload)
await payload.destroy()
process.exit(0)
