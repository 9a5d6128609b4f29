import type { Endpoint } from 'payload'
import { problem, ProblemError } from '@ecs/shared/http'
import { PAYMENT_PROGRAMS, type PaymentProgram } from '@ecs/shared/payments'
import { LEDGER_CSV_HEADER, ledgerCsvRows } from '../../payments/ledger-csv'
import { programLedger } from '../../payments/program-ledger'
import { recordEntry } from '../../payments/record-entry'
import { csvDownload } from '../../utilities/csv'
import { answered, answeredFile, contractEndpoint } from '../contract-endpoint'
import { onlinePaymentEndpoints } from './online'

function paymentProgram(program: string): PaymentProgram {
  if (!(PAYMENT_PROGRAMS as readonly string[]).includes(program))
    throw new ProblemError(problem(404, `There is no payment page for "${program}".`))
  return program as PaymentProgram
}

/**
 * POST /api/payments/entries: staff record a payment or a refund (check, cash, bank, card taken
 * elsewhere) against a signup or an invoice. 201 with the entry; 200 with the same entry for a key
 * already recorded; 422 naming the field refused.
 */
const recordEndpoint = contractEndpoint(
  'paymentRecord',
  async ({ req, body }) => {
    const { entry, created } = await recordEntry(req, { ...body, recordedBy: req.user!.id as number })
    return answered(entry, created ? 201 : 200)
  },
  { collection: 'payments' },
)

/** GET /api/payments/ledger/{program}: a staff payment page's rows and totals for a month (ledgerQuerySchema). */
const ledgerEndpoint = contractEndpoint(
  'paymentLedger',
  async ({ req, params, query }) => programLedger(req, paymentProgram(params.program), query),
  { collection: 'payments' },
)

/** GET /api/payments/ledger/{program}/export.csv: the same rows and totals, as a formula-safe CSV download. */
const ledgerExportEndpoint = contractEndpoint(
  'paymentLedgerExport',
  async ({ req, params, query }) => {
    const ledger = await programLedger(req, paymentProgram(params.program), query)
    let sent = false
    return answeredFile(
      csvDownload(`${ledger.program}-payments-${ledger.period}.csv`, LEDGER_CSV_HEADER, async () => {
        if (sent) return []
        sent = true
        return ledgerCsvRows(ledger)
      }),
    )
  },
  { collection: 'payments' },
)

/**
 * The payments API under /api/payments, on the collection since Payload routes /api/payments/* to it
 * before any root endpoint: the ledger's (docs/decisions/014-payments.md), staff and admins only, and
 * paying online (015), public.
 */
export const paymentEndpoints: Endpoint[] = [
  recordEndpoint,
  ledgerEndpoint,
  ledgerExportEndpoint,
  ...onlinePaymentEndpoints,
]
