import { startStack } from '@ecs/test-stack'

/** The whole stack for the browser tests, stopped (and its database dropped) when they end. */
export default async function globalSetup() {
  const stack = await startStack({
    cmsPort: Number(process.env.E2E_CMS_PORT ?? 3201),
    webPort: Number(process.env.E2E_WEB_PORT ?? 3200),
    // Every test's fresh browser posts its attribution once from 127.0.0.1; the production limit
    // (60 a minute per IP) would refuse a fast suite. bench/attribution.mjs measures the limiter.
    webEnv: { ATTRIBUTION_RATE_LIMIT: '100000' },
  })
  process.env.E2E_CMS_URL = stack.cms.url
  return async () => {
    await stack.stop()
  }
}
