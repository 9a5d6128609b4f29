import type { Payload } from 'payload'
import type { User } from '@ecs/shared/cms'
import { LOCAL_ACCOUNTS } from '../../src/seed/users'

export type Actor = 'anonymous' | 'staff' | 'marketing' | 'admin'
export const ACTORS: Actor[] = ['anonymous', 'staff', 'marketing', 'admin']

/** The seeded account of each role, shaped as Payload's local API expects a request user. */
export async function actorUsers(
  payload: Payload,
): Promise<Record<Actor, (User & { collection: 'users' }) | undefined>> {
  const byRole = async (role: string) => {
    const account = LOCAL_ACCOUNTS.find((candidate) => candidate.roles.includes(role as never))!
    const { docs } = await payload.find({
      collection: 'users',
      where: { email: { equals: account.email } },
      overrideAccess: true,
      limit: 1,
    })
    return { ...docs[0]!, collection: 'users' as const }
  }
  return {
    anonymous: undefined,
    staff: await byRole('staff'),
    marketing: await byRole('marketing'),
    admin: await byRole('admin'),
  }
}
