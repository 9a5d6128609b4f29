import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import { commitTransaction, initTransaction, killTransaction, type PayloadRequest, type Where } from 'payload'
import { formatCents } from '@ecs/shared/schemas'
import { LEAD_KIND_FACTS } from '@ecs/shared/leads'
import type { LedgerAccount, LedgerEntryKind, PaymentMethod } from '@ecs/shared/payments'
import type { Payment } from '@ecs/shared/cms'
import { fieldProblem } from '../utilities/field-problem'

/** One ledger entry as the endpoints hand it in: staff's recorded payment, or the card processor's. */
export interface NewEntry {
  kind: LedgerEntryKind
  amountCents: number
  method: PaymentMethod
  receivedOn: string
  note?: string
  account: LedgerAccount
  recordedBy?: number
  /** Staff's form key, or (card payments) the Checkout Session: the same key again is the same entry. */
  idempotencyKey?: string
  stripeCheckoutSessionId?: string
  /** The processor's event that recorded a card payment. */
  stripeEventId?: string
  /** What the entry changes beside the ledger (a quote's deposit paid), written in the entry's transaction, once. */
  alsoRecord?: (req: PayloadRequest, entry: Payment) => Promise<void>
}

const accountWhere = (account: LedgerAccount): Where =>
  account.type === 'invoice'
    ? { and: [{ account: { equals: 'invoice' } }, { invoiceNumber: { equals: account.number } }] }
    : { and: [{ account: { equals: account.type } }, { accountId: { equals: account.id } }] }

async function findByKey(req: PayloadRequest, entry: NewEntry): Promise<Payment | undefined> {
  // A card payment is one per Checkout Session, whichever of the session's events recorded it.
  const where: Where = entry.stripeCheckoutSessionId
    ? { stripeCheckoutSessionId: { equals: entry.stripeCheckoutSessionId } }
    : { idempotencyKey: { equals: entry.idempotencyKey } }
  const { docs } = await req.payload.find({
    collection: 'payments',
    where,
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return docs[0]
}

/** Payments less refunds on an account, read inside the writing transaction (after its lock). */
async function netPaidCents(req: PayloadRequest, account: LedgerAccount): Promise<number> {
  const { docs } = await req.payload.find({
    collection: 'payments',
    where: accountWhere(account),
    pagination: false,
    depth: 0,
    select: { kind: true, amountCents: true },
    overrideAccess: true,
    req,
  })
  return docs.reduce((sum, entry) => sum + (entry.kind === 'refund' ? -entry.amountCents : entry.amountCents), 0)
}

/** Entries on one account are written one at a time: a refund's check against what was paid holds. */
async function lockAccount(req: PayloadRequest, account: LedgerAccount): Promise<void> {
  const adapter = req.payload.db as unknown as PostgresAdapter
  const session = adapter.sessions[(await req.transactionID) as string]
  const key = account.type === 'invoice' ? `invoice:${account.number}` : `${account.type}:${account.id}`
  await session!.db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`payments:${key}`}))`)
}

/**
 * Appends one payment or refund to the ledger, in one transaction: the signup must exist, a refund can
 * return at most what the account has paid, and a key already recorded answers the entry it recorded
 * (`created: false`), so a retried save or a replayed processor event never counts twice.
 */
export async function recordEntry(req: PayloadRequest, entry: NewEntry): Promise<{ entry: Payment; created: boolean }> {
  const recorded = await findByKey(req, entry)
  if (recorded) return { entry: recorded, created: false }
  try {
    await initTransaction(req)
    await lockAccount(req, entry.account)
    if (entry.account.type !== 'invoice') {
      const account = await req.payload
        .findByID({
          collection: entry.account.type === 'quote' ? 'quotes' : LEAD_KIND_FACTS[entry.account.type].collection,
          id: entry.account.id,
          depth: 0,
          overrideAccess: true,
          req,
        })
        .catch(() => null)
      if (!account)
        throw fieldProblem(
          'account',
          entry.account.type === 'quote' ? 'There is no such quote.' : 'There is no such signup.',
        )
    }
    if (entry.kind === 'refund') {
      const paid = await netPaidCents(req, entry.account)
      if (entry.amountCents > paid)
        throw fieldProblem(
          'amountCents',
          `A refund can be at most what was paid on this account (${formatCents(Math.max(0, paid))}).`,
        )
    }
    const created = await req.payload.create({
      collection: 'payments',
      data: {
        kind: entry.kind,
        amountCents: entry.amountCents,
        method: entry.method,
        receivedOn: entry.receivedOn,
        note: entry.note ?? null,
        account: entry.account.type,
        accountId: entry.account.type === 'invoice' ? null : entry.account.id,
        invoiceNumber: entry.account.type === 'invoice' ? entry.account.number : null,
        recordedBy: entry.recordedBy ?? null,
        idempotencyKey: entry.idempotencyKey ?? null,
        stripeEventId: entry.stripeEventId ?? null,
        stripeCheckoutSessionId: entry.stripeCheckoutSessionId ?? null,
      },
      depth: 0,
      overrideAccess: true,
      req,
    })
    await entry.alsoRecord?.(req, created)
    await commitTransaction(req)
    return { entry: created, created: true }
  } catch (error) {
    await killTransaction(req)
    // The same key raced in from a second request: the winner's entry is the answer.
    const winner = await findByKey(req, entry).catch(() => undefined)
    if (winner) return { entry: winner, created: false }
    throw error
  }
}
