import type { JobPosting } from '@ecs/shared/cms'

export const EMPLOYMENT_LABELS: Record<JobPosting['employmentType'], string> = {
  'full-time': 'Full-time',
  'part-time': 'Part-time',
  seasonal: 'Seasonal',
}
