import type { JobPosting, PaginatedDocs } from '@ecs/shared/cms'
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'

/** Open roles with the locations they hire for (depth 1). */
export const jobsQuery = () =>
  queryOptions<PaginatedDocs<JobPosting>>({
    queryKey: ['/api/jobs?depth=1&limit=50&sort=title&populate[locations][label]=true'],
  })

export function useJobs(): JobPosting[] {
  return useSuspenseQuery(jobsQuery()).data.docs
}
