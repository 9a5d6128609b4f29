import { freePort, startStack } from '@ecs/test-stack'
import { startTwilioStandIn } from '@ecs/test-stack/twilio-stand-in'

/**
 * Twilio's keys for the stack's CMS and its stand-in: calls and texts are on, the tests post signed calls
 * with the token, and texts go to the stand-in.
 */
const TWILIO = {
  TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`,
  TWILIO_AUTH_TOKEN: '9a8b7c6d5e4f30211203f4e5d6c7b8a9',
  TWILIO_FROM_NUMBER: '+12025550100',
}

/** The whole stack for the browser tests, stopped (and its database dropped) when they end. */
export default async function globalSetup() {
  // Texts on, against the stand-in of Twilio at the network edge (decision 021); its inbound webhook is
  // the site's address, as on a real number.
  const webPort = Number(process.env.E2E_WEB_PORT ?? 3200)
  const twilio = await startTwilioStandIn({
    accountSid: TWILIO.TWILIO_ACCOUNT_SID,
    authToken: TWILIO.TWILIO_AUTH_TOKEN,
    phoneNumber: TWILIO.TWILIO_FROM_NUMBER,
    port: await freePort(),
    webhooks: { inbound: { url: `http://127.0.0.1:${webPort}/api/texts/inbound` } },
  })
  const stack = await startStack({
    cmsPort: Number(process.env.E2E_CMS_PORT ?? 3201),
    webPort,
    // Every test's fresh browser posts its attribution once from 127.0.0.1, and the staff tests sign
    // in many times a minute; the production limits per IP would refuse a fast suite. The limiters
    // are tested in tests/server (routes.test.ts, doors.test.ts) and measured by bench/attribution.mjs.
    webEnv: { ATTRIBUTION_RATE_LIMIT: '100000', LOGIN_RATE_LIMIT: '100000' },
    // The Zapier page's test registers a receiver on this machine, an address hooks may reach only
    // where the environment allows it (refused by default: webhook-targets.int.spec.ts).
    // The suite runs at any hour: customers' texts are not held for the night here (quiet hours are
    // tested in the CMS's texts.int.spec.ts).
    cmsEnv: {
      ATTRIBUTION_RATE_LIMIT: '100000',
      LOGIN_RATE_LIMIT: '100000',
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
      ...TWILIO,
      TWILIO_API_URL: twilio.url,
      TEXT_HOURS: '0-24',
    },
  })
  process.env.E2E_TWILIO_AUTH_TOKEN = TWILIO.TWILIO_AUTH_TOKEN
  process.env.E2E_TWILIO_URL = twilio.url
  process.env.E2E_CMS_URL = stack.cms.url
  process.env.E2E_DATABASE_URI = stack.databaseUri
  // For the test that pauses the CMS mid-send (SIGSTOP, then SIGCONT).
  process.env.E2E_CMS_PID = String(stack.cms.child.pid)
  return async () => {
    await stack.stop()
    await twilio.stop()
  }
}
