import { DeliveriesTable, WebhookList } from '../../features/zapier'
import type { PageModule } from '../../lib/page-module'

/** /zapier-test: a staff tool to send a sample event to a configured hook and see it arrive. */
function ZapierTestPage() {
  return (
    <main id="main" className="mx-auto max-w-5xl space-y-8 px-4 py-10">
      <title>Zapier test | Clearview staff</title>
      <meta name="robots" content="noindex" />
      <h1 className="text-2xl font-bold text-slate-900">Zapier test</h1>
      <p className="text-slate-700">
        Sends a sample event to a registered hook through the same queue as real leads. Staff sign-in is needed; hooks
        are managed on the Zapier integration page.
      </p>
      <section aria-labelledby="zapier-test-hooks" className="space-y-3">
        <h2 id="zapier-test-hooks" className="text-xl font-semibold">
          Hooks
        </h2>
        <WebhookList />
      </section>
      <section aria-labelledby="zapier-test-deliveries" className="space-y-3">
        <h2 id="zapier-test-deliveries" className="text-xl font-semibold">
          Latest deliveries
        </h2>
        <DeliveriesTable />
      </section>
    </main>
  )
}

export default ZapierTestPage satisfies PageModule['default']
