import { DeliveriesTable, RegisterWebhookForm, WebhookList } from '../../features/zapier'
import type { PageModule } from '../../lib/page-module'
import { StaffLayout } from '../staff/staff-layout'

/** /admin/zapier-integration (staff): register hooks per event, send test events, watch deliveries. */
function AdminZapierIntegrationPage() {
  return (
    <StaffLayout title="Zapier integration" current="/admin/zapier-integration">
      <section aria-labelledby="hooks-heading" className="space-y-4">
        <h2 id="hooks-heading" className="text-xl font-semibold">
          Hooks
        </h2>
        <WebhookList />
      </section>
      <section aria-labelledby="register-heading" className="space-y-4">
        <h2 id="register-heading" className="text-xl font-semibold">
          Register a hook
        </h2>
        <RegisterWebhookForm />
      </section>
      <section aria-labelledby="deliveries-heading" className="space-y-4">
        <h2 id="deliveries-heading" className="text-xl font-semibold">
          Deliveries
        </h2>
        <DeliveriesTable />
      </section>
    </StaffLayout>
  )
}

export default AdminZapierIntegrationPage satisfies PageModule['default']
