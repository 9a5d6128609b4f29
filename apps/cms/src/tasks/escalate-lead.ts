import { commitTransaction, initTransaction, killTransaction, type TaskConfig } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { LEAD_KIND_FACTS, type LeadKind } from '@ecs/shared/leads'
import { paths } from '@ecs/shared/routes'
import { normalizeUsPhone } from '@ecs/shared/schemas'
import { env } from '../env'
import { CLOSED } from '../leads/desk/desk-inbox'
import { appendToTimeline } from '../leads/desk/lead-timeline'
import { escalationNotice, type OverdueLead } from '../leads/emails/escalation-notice'
import { isOptedOut } from '../texts/opt-outs'
import { queueText } from '../texts/send-text'
import { textProvider } from '../texts/text-provider'
import { queryInTransaction } from '../utilities/database'
import { locationLabelSql } from '../utilities/location-label-sql'
import { sendMail } from '../utilities/mailer'
import { sendOnce } from '../utilities/send-once'
import { retryPolicy } from './retry-policy'

interface Waiting extends Omit<OverdueLead, 'kindLabel'> {
  kind: LeadKind
  managerEmail: string | null
  managerName: string | null
  managerPhone: string | null
  locationEmail: string | null
}

/** The manager's escalation text: which lead, how long it has waited, and the way to it on the desk. */
const escalationText = (lead: OverdueLead, siteUrl: string) =>
  `Not contacted within ${lead.targetMinutes} working minutes: ${lead.kindLabel} ${lead.reference} from ` +
  `${lead.name ?? 'a visitor'} (${lead.locationLabel}), given to ${lead.ownerName ?? 'nobody'}. ` +
  new URL(paths.admin.leads(lead.id), siteUrl).href

/**
 * Queued with each routed lead for when its first contact falls due: if the lead is still open and
 * uncontacted, its location's manager is emailed (the location's inbox when it has no manager) and, when
 * texts are on and the manager's account has a phone, texted (a sendText job queued in this transaction:
 * at any hour, like every staff alert, never to a number that said STOP), once. The lead's row is locked
 * while this runs and `escalated_at` is set in the same transaction, so a second run of the job, by a
 * retry or another runner, finds it escalated and sends nothing. (Only one CMS replica runs the queue at
 * a time: job-runner-lease.ts.)
 */
export const escalateLeadTask: TaskConfig<{ input: { deskLeadId: string }; output: { sentTo: string } }> = {
  slug: 'escalateLead',
  label: 'Escalate a lead not contacted in time',
  retries: retryPolicy,
  inputSchema: [{ name: 'deskLeadId', type: 'text', required: true }],
  outputSchema: [{ name: 'sentTo', type: 'text' }],
  handler: async ({ input, req }) => {
    const startedHere = await initTransaction(req)
    try {
      const [lead] = await queryInTransaction<Waiting>(
        req,
        sql`SELECT l.id, l.kind, l.reference, l.name, l.phone, l.email, l.asked, l.created_at AS "arrivedAt",
          coalesce(o.name, o.email) AS "ownerName", ${sql.raw(locationLabelSql('loc.id'))} AS "locationLabel", loc.time_zone AS "timeZone",
          loc.first_contact_target_minutes::int AS "targetMinutes", loc.email AS "locationEmail",
          m.email AS "managerEmail", coalesce(m.name, m.email) AS "managerName", m.phone AS "managerPhone"
        FROM desk_leads l JOIN locations loc ON loc.id = l.location_id
          LEFT JOIN users o ON o.id = l.owner_id LEFT JOIN users m ON m.id = loc.manager_id
        WHERE l.id = ${Number(input.deskLeadId)} AND l.first_contact_at IS NULL AND l.escalated_at IS NULL
          AND l.status NOT IN ${sql.raw(CLOSED)}
        FOR UPDATE OF l`,
      )
      const to = lead && (lead.managerEmail ?? lead.locationEmail)
      const phone = lead?.managerPhone && textProvider ? normalizeUsPhone(lead.managerPhone) : undefined
      // Checked here too (the job checks again), so the timeline never says a number that said STOP was texted.
      const textTo = phone && !(await isOptedOut(req, phone)) ? phone : null
      if (!lead || (!to && !textTo)) {
        if (startedHere) await commitTransaction(req)
        return { output: { sentTo: '' } }
      }
      const overdue = { ...lead, kindLabel: LEAD_KIND_FACTS[lead.kind].label }
      if (to) {
        const company = await req.payload.findGlobal({ slug: 'company-info', overrideAccess: true, req })
        const mail = await escalationNotice(overdue, to, { siteUrl: env.SITE_URL, companyName: company.name })
        // Its own record, committed at once: a run after a crash between the send and this transaction's
        // commit (escalated_at) does not email the manager again.
        await sendOnce(req.payload, `email-escalation-${lead.id}`, () =>
          sendMail(req.payload, { ...mail, messageId: `<escalation-${lead.id}@${new URL(env.CMS_URL).hostname}>` }),
        )
      }
      if (textTo)
        await queueText(req, {
          purpose: 'escalation',
          leadId: lead.id,
          to: textTo,
          body: escalationText(overdue, env.SITE_URL),
        })
      await queryInTransaction(req, sql`UPDATE desk_leads SET escalated_at = now() WHERE id = ${lead.id}`)
      const told = [to && `emailed ${to}`, textTo && `texted ${textTo}`].filter(Boolean).join(', ')
      await appendToTimeline(req, lead.id, {
        type: 'escalated',
        actor: null,
        toValue: lead.managerName ?? lead.locationLabel,
        text: `Not contacted within ${lead.targetMinutes} working minutes: ${told}`,
      })
      if (startedHere) await commitTransaction(req)
      return { output: { sentTo: [to, textTo].filter(Boolean).join(', ') } }
    } catch (error) {
      if (startedHere) await killTransaction(req)
      throw error
    }
  },
}
