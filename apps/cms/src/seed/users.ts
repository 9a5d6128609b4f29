import type { Payload, PayloadRequest } from 'payload'
import type { LocationSlug } from '@ecs/shared/catalog'
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

/**
 * Each location's fictional office for local work: its manager and the team new leads go to in turn
 * (the first on the list gets the first lead). Local accounts like the ones above; never in production.
 */
const LOCATION_TEAMS: Record<LocationSlug, { manager: string; team: string[] }> = {
  dmv: { manager: 'Morgan Ellis', team: ['Luis Ortega', 'Priya Natarajan', 'Sam Whitaker'] },
  'tri-cities': { manager: 'Hank Sorensen', team: ['Jenna Marsh', 'Omar Haddad'] },
  seattle: { manager: 'Grace Lindqvist', team: ['Dana Brooks', 'Kenji Watanabe', 'Rosa Alvarez'] },
  houston: { manager: 'Tomás Reyes', team: ['Keisha Grant', 'Brian Nguyen'] },
}

const accountEmail = (name: string) =>
  `${name
    .normalize('NFD')
    .replace(/[^A-Za-z ]/g, '')
    .toLowerCase()
    .replace(/ /g, '.')}@clearview.example`

/**
 * Creates each location's team and manager (LOCATION_TEAMS) and gives them to a location that has
 * no team yet, so a second run, or a team an admin has since changed, is left as it is.
 */
export async function seedLocationTeams({
  payload,
  req,
  created,
  locationIds,
}: {
  payload: Payload
  req?: PayloadRequest
  created: Record<string, number>
  locationIds: Map<LocationSlug, number>
}) {
  if (IS_PRODUCTION || env.SEED_ADMIN_PASSWORD) return
  async function account(name: string): Promise<number> {
    const email = accountEmail(name)
    const { docs } = await payload.find({
      collection: 'users',
      where: { email: { equals: email } },
      limit: 1,
      depth: 0,
      req,
      overrideAccess: true,
    })
    if (docs[0]) return docs[0].id
    const user = await payload.create({
      collection: 'users',
      data: { email, name, roles: ['staff'], password: LOCAL_PASSWORD },
      req,
      overrideAccess: true,
    })
    created.users = (created.users ?? 0) + 1
    return user.id
  }
  for (const [slug, office] of Object.entries(LOCATION_TEAMS) as [
    LocationSlug,
    (typeof LOCATION_TEAMS)[LocationSlug],
  ][]) {
    const id = locationIds.get(slug)
    if (id === undefined) continue
    const location = await payload.findByID({ collection: 'locations', id, depth: 0, req, overrideAccess: true })
    if (location.team?.length) continue
    const manager = await account(office.manager)
    const team: number[] = []
    for (const name of office.team) team.push(await account(name))
    await payload.update({
      collection: 'locations',
      id,
      data: { team, manager },
      req,
      overrideAccess: true,
      context: { skipSiteNotify: true },
    })
  }
}
