import type { Endpoint } from 'payload'
import { problem, ProblemError } from '@ecs/shared/http'
import { CONTENT_EDITOR_ROLES, hasRole } from '@ecs/shared/roles'
import type { LeadEmailSample } from '@ecs/shared/leads'
import { checkPlaceholders } from '../../leads/lead-words'
import { sampleLeadEmail, testMessageId } from '../../leads/emails/sample-email'
import { sendMail } from '../../utilities/mailer'
import { answered, contractEndpoint, type ContractCall } from '../contract-endpoint'

/**
 * The sample email of a call, once the caller is one who edits the words (the team's staff read the
 * reports but do not write the emails) and each word being edited fills only placeholders that exist.
 */
async function sampleFor({ req, body, refuse }: ContractCall<'leadEmailPreview' | 'leadEmailTest'>) {
  if (!hasRole(req.user, ...CONTENT_EDITOR_ROLES))
    throw new ProblemError(problem(403, 'Only marketing and admins write the lead emails.'))
  const edited: [string, string | undefined][] = [
    ['words.staffSubject', body.words?.staffSubject],
    ...Object.entries(body.words?.customer ?? {}).map(([name, value]): [string, string | undefined] => [
      `words.customer.${name}`,
      value,
    ]),
  ]
  for (const [field, value] of edited) {
    const checked = checkPlaceholders(value)
    if (checked !== true) throw refuse(field as never, checked)
  }
  const email = await sampleLeadEmail(req, body as LeadEmailSample)
  if (!email) throw refuse('audience' as never, 'This kind of lead sends no email to the visitor.')
  return email
}

/** POST /api/lead-emails/preview (marketing, admins): a lead email as it would be sent, for a made-up lead. */
const previewEndpoint = contractEndpoint('leadEmailPreview', async (call) => sampleFor(call))

/** POST /api/lead-emails/test (marketing, admins): the same email, sent to the signed-in editor's own address. */
const testEndpoint = contractEndpoint('leadEmailTest', async (call) => {
  const email = await sampleFor(call)
  const to = call.req.user!.email
  await sendMail(call.req.payload, {
    ...email,
    to,
    subject: `[Test] ${email.subject}`,
    replyTo: undefined,
    messageId: testMessageId(),
  })
  return answered({ sentTo: to }, 202)
})

export const leadEmailEndpoints: Endpoint[] = [previewEndpoint, testEndpoint]
