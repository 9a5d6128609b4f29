import { paths } from '@ecs/shared/routes'
import type { OutgoingMail } from '../../utilities/mailer'
import { bothParts } from './lead-emails'
import { StaffAlert } from './staff-alert'

/** What the manager is told of a lead that waited past its location's first-contact target. */
export interface OverdueLead {
  id: number
  reference: string
  kindLabel: string
  name: string | null
  phone: string | null
  email: string | null
  asked: string | null
  ownerName: string | null
  arrivedAt: string
  targetMinutes: number
  locationLabel: string
  timeZone: string
}

/** The manager's notice: which lead, who has it, how long it has waited, and the way to it on the desk. */
export async function escalationNotice(
  lead: OverdueLead,
  to: string,
  { siteUrl, companyName }: { siteUrl: string; companyName: string },
): Promise<OutgoingMail> {
  const subject = `Not yet contacted after ${lead.targetMinutes} working minutes: ${lead.reference} (${lead.locationLabel})`
  const arrived = new Intl.DateTimeFormat('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: lead.timeZone,
  }).format(new Date(lead.arrivedAt))
  const parts = await bothParts(
    <StaffAlert
      siteUrl={siteUrl}
      company={{ name: companyName }}
      heading={`${lead.kindLabel} from ${lead.name ?? 'a visitor'} is still waiting for its first contact`}
      facts={[
        ['Reference', lead.reference],
        ['Location', lead.locationLabel],
        ['Arrived', arrived],
        ['Given to', lead.ownerName ?? 'Nobody'],
        ['Asked for', lead.asked],
        ['Phone', lead.phone],
        ['Email', lead.email],
      ]}
      deskUrl={new URL(paths.admin.leads(lead.id), siteUrl).href}
    />,
  )
  return { to, subject, ...parts }
}
