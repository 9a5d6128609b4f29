import type { CommunityProgramId } from '@ecs/shared/catalog'
import type { CommunityProgram, PaginatedDocs } from '@ecs/shared/cms'
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'

/** A community program (resident prices, schedule, terms, contact) by its id. */
export const communityProgramQuery = (programId: CommunityProgramId) =>
  queryOptions<PaginatedDocs<CommunityProgram>>({
    queryKey: [`/api/community-programs?where[programId][equals]=${programId}&depth=0&limit=1`],
  })

export function useCommunityProgram(programId: CommunityProgramId): CommunityProgram | undefined {
  return useSuspenseQuery(communityProgramQuery(programId)).data.docs[0]
}
