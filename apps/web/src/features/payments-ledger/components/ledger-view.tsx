import { type LedgerQuery, type LedgerRow, type ProgramLedger } from '@ecs/shared/payments'
import { formatCents } from '@ecs/shared/schemas'
import { useState } from 'react'
import { ledgerExportPath } from '../api/ledger-queries'
import { LedgerFilters } from './ledger-filters'
import { LedgerTable } from './ledger-table'
import { RecordEntryForm } from './record-entry-form'

const monthLabel = (period: string) =>
  new Date(`${period}-01T00:00:00Z`).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' })

/**
 * A staff payment page's body: the filters (kept in the page address), the month's totals, a row per
 * customer or unit, a CSV of what is shown, and recording a payment or refund against a row.
 */
export function LedgerView({
  ledger,
  filters,
  onFilters,
}: {
  ledger: ProgramLedger
  filters: LedgerQuery
  onFilters: (filters: LedgerQuery) => void
}) {
  const [recording, setRecording] = useState<LedgerRow | null>(null)
  const month = monthLabel(ledger.period)
  const { totals } = ledger
  return (
    <>
      <LedgerFilters
        key={JSON.stringify(filters)}
        filters={filters}
        period={ledger.period}
        byLocation={ledger.program === 'seasonal'}
        exportHref={ledgerExportPath(ledger.program, filters)}
        onChange={onFilters}
      />
      <dl aria-label={`Totals for ${month}`} className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {(
          [
            ['Owed this month', totals.owedCents],
            ['Paid this month', totals.paidCents],
            ['Balance', totals.balanceCents],
            ['Overdue', totals.overdueCents],
          ] as const
        ).map(([label, cents]) => (
          <div key={label} className="rounded-lg border border-slate-200 bg-white p-3">
            <dt className="text-sm text-slate-700">{label}</dt>
            <dd className="text-xl font-semibold tabular-nums text-slate-900">{formatCents(cents)}</dd>
          </div>
        ))}
      </dl>
      {recording && (
        <RecordEntryForm
          key={`${recording.account.type}-${recording.account.id}`}
          row={recording}
          onDone={() => setRecording(null)}
        />
      )}
      <LedgerTable ledger={ledger} monthLabel={month} onRecord={setRecording} />
    </>
  )
}
