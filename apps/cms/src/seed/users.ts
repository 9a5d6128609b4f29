import type { Payload, PayloadRequest } from 'payload'
import type { Role } from '@ecs/shared/roles'
import { env, IS_PRODUCTION } from '../env'

/** Local accounts, one per role; the README names them. Production sets SEED_ADMIN_PASSWORD instead. */
export const LOCAL_ACCOUNTS: { email: string; name: string; roles: Role[] }[] = [
  { email: 'admin@clearview.example', name: 'Local Admin', roles: ['admin'] },
  { email: 'marketing@clearview.example', name: 'Local Marketing', roles: ['marketing'] },
  { email: 'staff@clearview.example', name: 'Local Staff', roles: ['staff'] },
]
export const LOCAL_PASSWORD = 'clearview-local-only'

export async function seedUsers({
  payload,
  req,
  created,
}: {
  payload: Payload
  req?: PayloadRequest
  created: Record<string, number>
}) {
  const productionPassword = env.SEED_ADMIN_PASSWORD
  if (IS_PRODUCTION && !productionPassword) {
    payload.logger.warn('No SEED_ADMIN_PASSWORD: no accounts created in production')
    return
  }
  const accounts = productionPassword ? LOCAL_ACCOUNTS.slice(0, 1) : LOCAL_ACCOUNTS
  for (const account of accounts) {
    const existing = await payload.count({
      collection: 'users',
      where: { email: { equals: account.email } },
      req,
      overrideAccess: true,
    })
    if (existing.totalDocs > 0) continue
    await payload.create({
      collection: 'users',
      data: { ...account, password: productionPassword ?? LOCAL_PASSWORD },
      req,
      overrideAccess: true,
    })
    created.users = (created.users ?? 0) + 1
  }
}
