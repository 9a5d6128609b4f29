import type { JobPosting } from '@ecs/shared/cms'

const usd = (amount: number) => `$${amount.toLocaleString('en-US', { maximumFractionDigits: 2 })}`

/** "$19–$26 an hour, depending on experience and location": a role's pay as its listing shows it. */
export function payText(job: Pick<JobPosting, 'payMin' | 'payMax' | 'payUnit' | 'payNote'>): string {
  const range = job.payMin === job.payMax ? usd(job.payMin) : `${usd(job.payMin)}–${usd(job.payMax)}`
  return `${range} ${job.payUnit === 'year' ? 'a year' : 'an hour'}${job.payNote ? `, ${job.payNote}` : ''}`
}
