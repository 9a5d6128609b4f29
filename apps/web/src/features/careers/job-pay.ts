import type { JobPosting } from '@ecs/shared/cms'
import { INTL_LOCALES, type Locale } from '@ecs/shared/routes'
import type { Messages } from '../../lib/messages'

/** "$19–$26 an hour, depending on experience and location": a role's pay as its listing shows it. */
export function payText(
  job: Pick<JobPosting, 'payMin' | 'payMax' | 'payUnit' | 'payNote'>,
  payPer: Messages['careers']['payPer'],
  locale: Locale,
): string {
  const usd = new Intl.NumberFormat(INTL_LOCALES[locale], {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
  })
  const range =
    job.payMin === job.payMax ? usd.format(job.payMin) : `${usd.format(job.payMin)}–${usd.format(job.payMax)}`
  return `${payPer[job.payUnit](range)}${job.payNote ? `, ${job.payNote}` : ''}`
}
