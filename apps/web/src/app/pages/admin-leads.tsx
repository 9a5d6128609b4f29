import {
  ConversionsDownload,
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
} from '../../features/lead-desk'
import { useCurrentUser } from '../../features/auth'
import type { PageModule } from '../../lib/page-module'
import { ReportState, StaffLayout } from '../staff/staff-layout'

function LeadPage({ id, onBack, openLead }: { id: number; onBack: () => void; openLead: (id: number) => void }) {
  const lead = useLead(id)
  const staff = useDeskStaff()
  const { data: user } = useCurrentUser()
  return (
    <ReportState isPending={lead.isPending} error={lead.error}>
      {lead.data && (
        <LeadView page={lead.data} staff={staff.data?.docs ?? []} me={user?.id} onBack={onBack} openLead={openLead} />
      )}
    </ReportState>
  )
}

/**
 * /admin/leads: the lead desk. The inbox over every kind of lead (filters, search and page in the
 * address), and with ?lead=<id> that lead's page over the same filters, so "back" returns to them.
 * Both stay live: leads filed or changed anywhere show without a reload (useLiveDesk).
 */
function AdminLeadsPage() {
  const [{ filters, lead }, setAddress] = useDeskAddress()
  const inbox = useInbox(filters)
  const staff = useDeskStaff()
  const openLead = (id: number) => setAddress({ lead: id })
  const live = useLiveDesk(openLead)
  return (
    <StaffLayout title="Leads" current="/admin/leads" unseen={live.unseen}>
      <LiveDeskBar live={live} />
      {lead !== null ? (
        <LeadPage id={lead} onBack={() => setAddress({ lead: null })} openLead={openLead} />
      ) : (
        <>
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
            {inbox.data && <InboxTable data={inbox.data} openLead={openLead} onPage={(page) => setAddress({ page })} />}
          </ReportState>
          <ConversionsDownload />
        </>
      )}
    </StaffLayout>
  )
}

export default AdminLeadsPage satisfies PageModule['default']
