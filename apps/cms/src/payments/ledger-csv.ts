import { centsToDecimal, PAYMENT_METHOD_LABELS, type ProgramLedger } from '@ecs/shared/payments'

export const LEDGER_CSV_HEADER = [
  'Reference',
  'Customer',
  'Email',
  'Phone',
  'Unit or plan',
  'Service',
  'Signed up',
  'Price',
  'Billed',
  'Owed this period',
  'Paid this period',
  'Balance',
  'Overdue',
  'Status',
  'Last payment on',
  'Last payment method',
] as const

/** A staff payment page's rows as CSV cells (amounts as plain decimals), then its totals line. */
export function ledgerCsvRows(ledger: ProgramLedger): unknown[][] {
  const rows = ledger.rows.map((row) => [
    row.reference,
    row.customer,
    row.email,
    row.phone,
    row.what,
    row.service,
    row.signedUpOn,
    centsToDecimal(row.priceCents),
    row.billed,
    centsToDecimal(row.owedCents),
    centsToDecimal(row.paidCents),
    centsToDecimal(row.balanceCents),
    centsToDecimal(row.overdueCents),
    row.status,
    row.lastEntry?.receivedOn,
    row.lastEntry &&
      `${PAYMENT_METHOD_LABELS[row.lastEntry.method]}${row.lastEntry.kind === 'refund' ? ' refund' : ''}`,
  ])
  const { totals } = ledger
  rows.push([
    `Totals for ${ledger.period}`,
    `${totals.accounts} accounts`,
    ...Array(7).fill(''),
    centsToDecimal(totals.owedCents),
    centsToDecimal(totals.paidCents),
    centsToDecimal(totals.balanceCents),
    centsToDecimal(totals.overdueCents),
  ])
  return rows
}
