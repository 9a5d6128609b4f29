import { startStack } from '@ecs/test-stack'

/** Twilio's keys for the stack's CMS: calls are on, and the tests post signed calls with the token. */
const TWILIO = {
  TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`,
  TWILIO_AUTH_TOKEN: '9a8b7c6d5e4f30211203f4e5d6c7b8a9',
  TWILIO_FROM_NUMBER: '+12025550100',
}

/** The whole stack for the browser tests, stopped (and its database dropped) when they end. */
export default async function globalSetup() {
  const stack = await startStack({
    cmsPort: Number(process.env.E2E_CMS_PORT ?? 3201),
    webPort: Number(process.env.E2E_WEB_PORT ?? 3200),
    // Every test's fresh browser posts its attribution once from 127.0.0.1, and the staff tests sign
    // in many times a minute; the production limits per IP would refuse a fast suite. The limiters
    // are tested in tests/server (routes.test.ts, doors.test.ts) and measured by bench/attribution.mjs.
    webEnv: { ATTRIBUTION_RATE_LIMIT: '100000', LOGIN_RATE_LIMIT: '100000' },
    // The Zapier page's test registers a receiver on this machine, an address hooks may reach only
    // where the environment allows it (refused by default: webhook-targets.int.spec.ts).
    cmsEnv: {
      ATTRIBUTION_RATE_LIMIT: '100000',
      LOGIN_RATE_LIMIT: '100000',
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
      ...TWILIO,
    },
  })
  process.env.E2E_TWILIO_AUTH_TOKEN = TWILIO.TWILIO_AUTH_TOKEN
  process.env.E2E_CMS_URL = stack.cms.url
  process.env.E2E_DATABASE_URI = stack.databaseUri
  // For the test that pauses the CMS mid-send (SIGSTOP, then SIGCONT).
  process.env.E2E_CMS_PID = String(stack.cms.child.pid)
  return async () => {
    await stack.stop()
  }
}
