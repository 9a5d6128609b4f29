import { PAYMENT_PROGRAM_FACTS, PAYMENT_PROGRAMS, paymentsPagePath } from '@ecs/shared/payments'
import { LedgerView, useLedger, useLedgerFilters } from '../../features/payments-ledger'
import type { PageModule, PageProps } from '../../lib/page-module'
import { ReportState, StaffLayout } from '../staff/staff-layout'

/**
 * The three staff payment pages (seasonal plans, Montebello, Columbia River Walk): per customer or
 * unit, what is owed in a month, what was paid, when and how, the balance and what is overdue, with
 * totals, filters in the address, a CSV export and recording a check, cash or bank payment or refund.
 */
function PaymentsPage({ match }: PageProps) {
  const program = PAYMENT_PROGRAMS.find((each) => PAYMENT_PROGRAM_FACTS[each].page === match.page) ?? 'seasonal'
  const [filters, setFilters] = useLedgerFilters()
  const ledger = useLedger(program, filters)
  return (
    <StaffLayout title={PAYMENT_PROGRAM_FACTS[program].title} current={paymentsPagePath(program)}>
      <p className="max-w-3xl text-slate-700">
        Each {program === 'seasonal' ? 'plan customer' : 'unit'} signed up by the month’s end: what falls due in the
        month, what was paid and how, and the balance to date. A charge is overdue 15 days after it falls due. Record
        checks, cash, bank transfers, cards taken by phone and refunds here; a recorded entry is never edited (a mistake
        is put right with a refund).
      </p>
      <ReportState isPending={ledger.isPending} error={ledger.error}>
        {ledger.data && <LedgerView ledger={ledger.data} filters={filters} onFilters={setFilters} />}
      </ReportState>
    </StaffLayout>
  )
}

export default PaymentsPage satisfies PageModule['default']
