/**
 * A quote's money, in whole cents, computed in one place: the CMS stores these figures, the desk's
 * builder previews them and the customer's page and PDF show them, so all three always agree.
 */

/** The most a line's unit price can be ($100,000) and the most of one line: bounds that keep every product a safe integer. */
export const MAX_UNIT_CENTS = 10_000_000
export const MAX_QUANTITY = 1_000

export interface QuoteLineAmount {
  quantity: number
  unitCents: number
  /** A line from the service catalog takes a plan member's discount; a free line does not. */
  discountable: boolean
}

export type QuoteDeposit = { type: 'percent'; percent: number } | { type: 'fixed'; cents: number }

export interface LineTotals {
  lineCents: number
  discountCents: number
}

export interface QuoteTotals {
  lines: LineTotals[]
  subtotalCents: number
  discountCents: number
  totalCents: number
  depositCents: number
}

/** `cents` times `percent` / 100, rounded half up to a whole cent, in integers (no float ever rounds money). */
export function percentOf(cents: number, percent: number): number {
  return Math.floor((cents * percent + 50) / 100)
}

/**
 * Each line's amount and discount (the plan's percentage of a catalog line, rounded per line), their
 * sums, the total (never negative: a discount is at most its line) and the deposit (a percentage of the
 * total, or a fixed amount capped at the total).
 */
export function quoteTotals(
  lines: readonly QuoteLineAmount[],
  planDiscountPercent: number,
  deposit: QuoteDeposit,
): QuoteTotals {
  const percent = Math.min(100, Math.max(0, planDiscountPercent))
  const lineTotals = lines.map((line): LineTotals => {
    const lineCents = line.unitCents * line.quantity
    return { lineCents, discountCents: line.discountable ? percentOf(lineCents, percent) : 0 }
  })
  const subtotalCents = lineTotals.reduce((sum, line) => sum + line.lineCents, 0)
  const discountCents = lineTotals.reduce((sum, line) => sum + line.discountCents, 0)
  const totalCents = subtotalCents - discountCents
  const depositCents =
    deposit.type === 'percent'
      ? percentOf(totalCents, Math.min(100, Math.max(0, deposit.percent)))
      : Math.min(Math.max(0, deposit.cents), totalCents)
  return { lines: lineTotals, subtotalCents, discountCents, totalCents, depositCents }
}
