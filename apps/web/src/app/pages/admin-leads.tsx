import { customerReference } from '@ecs/shared/leads'
import { paths } from '@ecs/shared/routes'
import {
  ConversionsDownload,
  CustomerSearch,
  CustomerView,
  exportPath,
  InboxFilters,
  InboxTable,
  LeadView,
  LiveDeskBar,
  useDeskAddress,
  useDeskStaff,
  useInbox,
  useLead,
  useLiveDesk,
  openInPage,
} from '../../features/lead-desk'
import { useCurrentUser } from '../../features/auth'
import type { PageModule } from '../../lib/page-module'
import { SourceRulesNote } from '../../components/source-rules-note'
import { ReportState, StaffLayout } from '../staff/staff-layout'

interface Opens {
  openLead: (id: number) => void
  openCustomer: (id: number) => void
}

function LeadPage({ id, onBack, openLead, openCustomer }: { id: number; onBack: () => void } & Opens) {
  const lead = useLead(id)
  const staff = useDeskStaff()
  const { data: user } = useCurrentUser()
  return (
    <ReportState isPending={lead.isPending} error={lead.error}>
      {lead.data && (
        <LeadView
          page={lead.data}
          staff={staff.data?.docs ?? []}
          me={user?.id}
          onBack={onBack}
          openLead={openLead}
          openCustomer={openCustomer}
        />
      )}
    </ReportState>
  )
}

/** The inbox's customer finder: a customer by name, phone, email or address, opening their page. */
function FindCustomer({ openCustomer }: Pick<Opens, 'openCustomer'>) {
  return (
    <section aria-label="Customers" className="rounded-lg border border-slate-200 bg-white p-4">
      <CustomerSearch
        label="Find a customer"
        action={(customer) => (
          <a
            className="rounded-md border border-brand-700 px-3 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700"
            href={paths.admin.customer(customer.id)}
            onClick={openInPage(() => openCustomer(customer.id))}
          >
            Open {customerReference(customer.id)}
          </a>
        )}
      />
    </section>
  )
}

/**
 * /admin/leads: the lead desk. The inbox over every kind of lead (filters, search and page in the
 * address), and with ?lead=<id> that lead's page over the same filters, so "back" returns to them;
 * ?customer=<id> a customer's page the same way, found with the inbox's customer search.
 * Both stay live: leads filed or changed anywhere show without a reload (useLiveDesk).
 */
function AdminLeadsPage() {
  const [{ filters, lead, customer }, setAddress] = useDeskAddress()
  const inbox = useInbox(filters)
  const staff = useDeskStaff()
  const openLead = (id: number) => setAddress({ lead: id, customer: null })
  const openCustomer = (id: number) => setAddress({ customer: id, lead: null })
  const live = useLiveDesk(openLead)
  return (
    <StaffLayout title="Leads" current="/admin/leads" unseen={live.unseen}>
      <LiveDeskBar live={live} />
      {lead !== null ? (
        <LeadPage id={lead} onBack={() => setAddress({ lead: null })} openLead={openLead} openCustomer={openCustomer} />
      ) : customer !== null ? (
        <CustomerView
          id={customer}
          onBack={() => setAddress({ customer: null })}
          openLead={openLead}
          openCustomer={openCustomer}
        />
      ) : (
        <>
          <FindCustomer openCustomer={openCustomer} />
          <InboxFilters
            key={JSON.stringify({ ...filters, page: undefined })}
            filters={filters}
            staff={staff.data?.docs ?? []}
            onChange={setAddress}
          />
          <div className="flex justify-end">
            <a
              href={exportPath(filters)}
              download
              className="rounded-md border border-brand-700 px-3 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              Export these leads (CSV)
            </a>
          </div>
          <ReportState isPending={inbox.isPending} error={inbox.error}>
            {inbox.data && (
              <>
                <SourceRulesNote rules={inbox.data.sourceRules} leads />
                <InboxTable data={inbox.data} openLead={openLead} onPage={(page) => setAddress({ page })} />
              </>
            )}
          </ReportState>
          <ConversionsDownload />
        </>
      )}
    </StaffLayout>
  )
}

export default AdminLeadsPage satisfies PageModule['default']
