import type { CommunityProgramId } from '@ecs/shared/catalog'
import type { CommunityProgram } from '@ecs/shared/cms'
import { useSuspenseQuery } from '@tanstack/react-query'
import { apiQuery } from '../lib/api-query'

/** A community program (resident prices, schedule, terms, contact) by its id. */
export const communityProgramQuery = (programId: CommunityProgramId) =>
  apiQuery('communityPrograms', { query: `where[programId][equals]=${programId}&depth=0&limit=1` })

export function useCommunityProgram(programId: CommunityProgramId): CommunityProgram | undefined {
  return useSuspenseQuery(communityProgramQuery(programId)).data.docs[0]
}
