import type { Endpoint, PayloadRequest } from 'payload'
import { problem, ProblemError } from '@ecs/shared/http'
import { ledgerQuerySchema, PAYMENT_PROGRAMS, recordPaymentSchema, type PaymentProgram } from '@ecs/shared/payments'
import { staffOnlyEndpoint } from '../../access/staff-only-endpoint'
import { LEDGER_CSV_HEADER, ledgerCsvRows } from '../../payments/ledger-csv'
import { programLedger } from '../../payments/program-ledger'
import { recordEntry } from '../../payments/record-entry'
import { csvDownload } from '../../utilities/csv'
import { json } from '../../utilities/json-response'
import { parseBody, parseQuery } from '../desk/desk-handler'
import { onlinePaymentEndpoints } from './online'

function programParam(req: PayloadRequest): PaymentProgram {
  const program = String(req.routeParams?.program ?? '')
  if (!(PAYMENT_PROGRAMS as readonly string[]).includes(program))
    throw new ProblemError(problem(404, `There is no payment page for "${program}".`))
  return program as PaymentProgram
}

/**
 * POST /api/payments/entries: staff record a payment or a refund (check, cash, bank, card taken
 * elsewhere) against a signup or an invoice. 201 with the entry; 200 with the same entry for a key
 * already recorded; 422 naming the field refused.
 */
const recordEndpoint: Endpoint = {
  path: '/entries',
  method: 'post',
  handler: staffOnlyEndpoint(async (req) => {
    const body = await parseBody(req, recordPaymentSchema)
    const { entry, created } = await recordEntry(req, { ...body, recordedBy: req.user!.id as number })
    return json(entry, created ? 201 : 200)
  }),
}

/** GET /api/payments/ledger/{program}: a staff payment page's rows and totals for a month (ledgerQuerySchema). */
const ledgerEndpoint: Endpoint = {
  path: '/ledger/:program',
  method: 'get',
  handler: staffOnlyEndpoint(async (req) =>
    json(await programLedger(req, programParam(req), parseQuery(req, ledgerQuerySchema))),
  ),
}

/** GET /api/payments/ledger/{program}/export.csv: the same rows and totals, as a formula-safe CSV download. */
const ledgerExportEndpoint: Endpoint = {
  path: '/ledger/:program/export.csv',
  method: 'get',
  handler: staffOnlyEndpoint(async (req) => {
    const ledger = await programLedger(req, programParam(req), parseQuery(req, ledgerQuerySchema))
    let sent = false
    return csvDownload(`${ledger.program}-payments-${ledger.period}.csv`, LEDGER_CSV_HEADER, async () => {
      if (sent) return []
      sent = true
      return ledgerCsvRows(ledger)
    })
  }),
}

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
