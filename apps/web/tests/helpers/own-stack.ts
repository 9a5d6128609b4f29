import { startStack, type Stack } from '@ecs/test-stack'
import { startSmtpInbox, type SmtpInbox } from '@ecs/test-stack/smtp-inbox'

/**
 * A stack of the test's own (its own copy of the seeded database) whose CMS mails an SMTP server of the
 * test's own. The suite's shared CMS runs the shared database's job queue every second without an SMTP
 * server, so on that database it would take a test's email jobs and send them to its logging transport.
 */
export async function startStackWithInbox(
  env: { cmsEnv?: Record<string, string>; webEnv?: Record<string, string> } = {},
): Promise<{ stack: Stack; inbox: SmtpInbox; stop: () => Promise<void> }> {
  const inbox = await startSmtpInbox()
  const stack = await startStack({
    cmsEnv: { SMTP_URL: inbox.url, ...env.cmsEnv },
    webEnv: env.webEnv,
  }).catch(async (error: unknown) => {
    await inbox.stop()
    throw error
  })
  return {
    stack,
    inbox,
    stop: async () => {
      await stack.stop()
      await inbox.stop()
    },
  }
}
