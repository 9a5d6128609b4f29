import type { JobPosting } from '@ecs/shared/cms'
import { CENTS_WHEN_ANY, writeDollars } from '@ecs/shared/routes'
import type { Messages } from '../../lib/messages'

/** "$19–$26 an hour, depending on experience and location": a role's pay as its listing shows it. */
export function payText(
  job: Pick<JobPosting, 'payMin' | 'payMax' | 'payUnit' | 'payNote'>,
  payPer: Messages['careers']['payPer'],
): string {
  const usd = (amount: number) => writeDollars(amount, CENTS_WHEN_ANY)
  const range = job.payMin === job.payMax ? usd(job.payMin) : `${usd(job.payMin)}–${usd(job.payMax)}`
  return `${payPer[job.payUnit](range)}${job.payNote ? `, ${job.payNote}` : ''}`
}
