import type { JobPosting } from '@ecs/shared/cms'
import { useSuspenseQuery, type QueryClient } from '@tanstack/react-query'
import { apiQuery } from '../lib/api-query'

/** Open roles with the slugs and names of the locations they hire for (depth 1). */
export const jobsQuery = () =>
  apiQuery('jobs', {
    query: 'depth=1&limit=50&sort=title&populate[locations][label]=true&populate[locations][slug]=true',
  })

export function useJobs(): JobPosting[] {
  return useSuspenseQuery(jobsQuery()).data.docs
}

export function useJob(slug: string): JobPosting | undefined {
  return useJobs().find((job) => job.slug === slug)
}

export function jobExists(queryClient: QueryClient, slug: string): boolean {
  return queryClient.getQueryData(jobsQuery().queryKey)?.docs.some((job) => job.slug === slug) ?? false
}
