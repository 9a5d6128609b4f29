import config from '@payload-config'
import { getPayload } from 'payload'
import { seed } from './index'

// `payload run` entry: migrate first (the start script does), then fill what is missing.
const payload = await getPayload({ config })
await seed({ payload })
process.exit(0)
