import { PAYMENT_METHOD_LABELS, type LedgerRow, type ProgramLedger } from '@ecs/shared/payments'
import { formatCents } from '@ecs/shared/schemas'
import { cell, numericCell, rowHeaderCell, StaffRow, StaffTable } from '../../../components/staff-table'

const COLUMNS = [
  { header: 'Customer or unit' },
  { header: 'Signed up for' },
  { header: 'Owed this month', numeric: true },
  { header: 'Paid this month', numeric: true },
  { header: 'Last payment' },
  { header: 'Balance', numeric: true },
  { header: 'Overdue', numeric: true },
  { header: 'Record', hidden: true },
] as const

const STATUS_TONE: Record<LedgerRow['status'], string> = {
  paid: 'bg-emerald-50 text-emerald-900 ring-emerald-700/30',
  owing: 'bg-amber-50 text-amber-900 ring-amber-700/30',
  overdue: 'bg-red-50 text-red-900 ring-red-700/30',
}
const STATUS_LABEL: Record<LedgerRow['status'], string> = { paid: 'Paid up', owing: 'Owing', overdue: 'Overdue' }

const entryLine = (entry: LedgerRow['entries'][number]) =>
  `${entry.receivedOn} · ${entry.kind === 'refund' ? 'refund, ' : ''}${PAYMENT_METHOD_LABELS[entry.method]} · ${formatCents(entry.amountCents)}${entry.note ? ` · ${entry.note}` : ''}`

/** One row per customer or unit for the month, then the month's totals; each row can take a payment. */
export function LedgerTable({
  ledger,
  monthLabel,
  onRecord,
}: {
  ledger: ProgramLedger
  monthLabel: string
  onRecord: (row: LedgerRow) => void
}) {
  const { totals } = ledger
  return (
    <StaffTable
      caption={`${monthLabel}: ${totals.accounts} ${totals.accounts === 1 ? 'account' : 'accounts'}`}
      columns={COLUMNS}
      empty={ledger.rows.length === 0 && 'No signups match these filters.'}
    >
      {ledger.rows.map((row) => (
        <StaffRow key={`${row.account.type}-${row.account.id}`} className="align-top">
          <th scope="row" className={rowHeaderCell}>
            {row.what}
            <span className="block font-normal text-slate-700">{row.customer}</span>
            <span className="block font-mono text-xs font-normal text-slate-600">{row.reference}</span>
          </th>
          <td className={cell}>
            {row.service ?? ''}
            <span className="block text-slate-700">
              {formatCents(row.priceCents)} {row.billed}, since {row.signedUpOn}
            </span>
          </td>
          <td className={numericCell}>{formatCents(row.owedCents)}</td>
          <td className={numericCell}>{formatCents(row.paidCents)}</td>
          <td className={cell}>
            {row.lastEntry ? entryLine(row.lastEntry) : 'None yet'}
            {row.entries.length > 1 && (
              <details className="mt-1">
                <summary className="cursor-pointer text-brand-800">All {row.entries.length} entries</summary>
                <ul className="mt-1 space-y-0.5 text-slate-700">
                  {row.entries.map((entry, index) => (
                    <li key={index}>{entryLine(entry)}</li>
                  ))}
                </ul>
              </details>
            )}
          </td>
          <td className={numericCell}>
            {formatCents(row.balanceCents)}
            <span
              className={`mt-1 block w-fit justify-self-end rounded-full px-2 py-0.5 text-xs ring-1 ${STATUS_TONE[row.status]} ml-auto`}
            >
              {STATUS_LABEL[row.status]}
            </span>
          </td>
          <td className={numericCell}>{formatCents(row.overdueCents)}</td>
          <td className={cell}>
            <button
              type="button"
              onClick={() => onRecord(row)}
              className="whitespace-nowrap rounded-md border border-slate-400 px-2 py-1 text-sm hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              Record payment
              <span className="sr-only">
                {' '}
                for {row.what}, {row.customer}
              </span>
            </button>
          </td>
        </StaffRow>
      ))}
      {ledger.rows.length > 0 && (
        <StaffRow className="bg-slate-50 font-semibold">
          <th scope="row" className={rowHeaderCell} colSpan={2}>
            Totals for {monthLabel}
          </th>
          <td className={numericCell}>{formatCents(totals.owedCents)}</td>
          <td className={numericCell}>{formatCents(totals.paidCents)}</td>
          <td className={cell} />
          <td className={numericCell}>{formatCents(totals.balanceCents)}</td>
          <td className={numericCell}>{formatCents(totals.overdueCents)}</td>
          <td className={cell} />
        </StaffRow>
      )}
    </StaffTable>
  )
}
