import type { Endpoint, PayloadRequest } from 'payload'
import { problem, ProblemError } from '@ecs/shared/http'
import { CONTENT_EDITOR_ROLES, hasRole } from '@ecs/shared/roles'
import { normalizeUsPhone } from '@ecs/shared/schemas'
import { checkPlaceholders } from '../../leads/lead-words'
import { sampleLeadEmail, testMessageId } from '../../leads/emails/sample-email'
import { sampleLeadText } from '../../texts/sample-text'
import { textProvider } from '../../texts/text-provider'
import { sendMail } from '../../utilities/mailer'
import { answered, contractEndpoint, type ContractCall } from '../contract-endpoint'

type WordsCall = ContractCall<'leadEmailPreview' | 'leadEmailTest' | 'leadTextPreview' | 'leadTextTest'>

/**
 * Refuses a caller who does not write the words (the office's staff read reports but do not write the
 * emails and texts), and a word being edited that names a placeholder the messages do not fill.
 */
function checkEditor({ req, refuse }: WordsCall, edited: [string, string | undefined][]): void {
  if (!hasRole(req.user, ...CONTENT_EDITOR_ROLES))
    throw new ProblemError(problem(403, 'Only marketing and admins write the lead emails and texts.'))
  for (const [field, value] of edited) {
    const checked = checkPlaceholders(value)
    if (checked !== true) throw refuse(field as never, checked)
  }
}

async function sampleEmail(call: ContractCall<'leadEmailPreview' | 'leadEmailTest'>) {
  const { words } = call.body
  checkEditor(call, [
    ['words.staffSubject', words?.staffSubject],
    ...Object.entries(words?.customer ?? {}).map(([name, value]): [string, string | undefined] => [
      `words.customer.${name}`,
      value,
    ]),
  ])
  const email = await sampleLeadEmail(call.req, call.body)
  if (!email) throw call.refuse('audience', 'This kind of lead sends no email to the visitor.')
  return email
}

async function sampleText(call: ContractCall<'leadTextPreview' | 'leadTextTest'>) {
  checkEditor(
    call,
    Object.entries(call.body.words ?? {}).map(([name, value]): [string, string | undefined] => [
      `words.${name}`,
      value,
    ]),
  )
  return sampleLeadText(call.req, call.body)
}

/** Where a test goes: the signed-in editor's own address, or phone as their account keeps it. */
const editorOf = (req: PayloadRequest) => req.user as unknown as { email: string; phone?: string | null }

export const leadWordsEndpoints: Endpoint[] = [
  /** POST /api/lead-emails/preview (marketing, admins): a lead email as it would be sent, for a made-up lead. */
  contractEndpoint('leadEmailPreview', sampleEmail),
  /** POST /api/lead-emails/test (marketing, admins): the same email, to the signed-in editor's own address. */
  contractEndpoint('leadEmailTest', async (call) => {
    const email = await sampleEmail(call)
    const to = editorOf(call.req).email
    await sendMail(call.req.payload, {
      ...email,
      to,
      subject: `[Test] ${email.subject}`,
      replyTo: undefined,
      messageId: testMessageId(),
    })
    return answered({ sentTo: to }, 202)
  }),
  /** POST /api/lead-texts/preview (marketing, admins): a lead text as it would be sent, for a made-up estimate. */
  contractEndpoint('leadTextPreview', sampleText),
  /**
   * POST /api/lead-texts/test (marketing, admins): the same text to the editor's own phone (their account's
   * number), through the text provider: 409 while texts are off, 422 naming phone without a number.
   */
  contractEndpoint('leadTextTest', async (call) => {
    const text = await sampleText(call)
    if (!textProvider) throw new ProblemError(problem(409, 'Texts are not set up, so no test can be sent.'))
    const to = normalizeUsPhone(editorOf(call.req).phone ?? '')
    if (!to) throw call.refuse('phone', 'Add your mobile number to your account to get a test text.')
    await textProvider.client.messages.create({ to, body: `[Test] ${text.body}`, ...textProvider.sender })
    return answered({ sentTo: to }, 202)
  }),
]
