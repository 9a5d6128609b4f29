import { startStack } from '@ecs/test-stack'

/** The whole stack for the browser tests, stopped (and its database dropped) when they end. */
export default async function globalSetup() {
  const stack = await startStack({
    cmsPort: Number(process.env.E2E_CMS_PORT ?? 3201),
    webPort: Number(process.env.E2E_WEB_PORT ?? 3200),
  })
  process.env.E2E_CMS_URL = stack.cms.url
  return async () => {
    await stack.stop()
  }
}
