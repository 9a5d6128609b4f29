import type { BreakdownOrder, BreakdownSortKey } from '@ecs/shared/attribution'

type Figure = Exclude<BreakdownSortKey, 'name'>

/**
 * One page of a report table in the order asked: by a figure (a group without it, no first contact or
 * no spend, last whichever way) or by name, ties by name; and how many groups and pages there are.
 * Every group is counted before the page is cut, so a group's row is the same on any page.
 */
export function breakdownPage<Row extends Partial<Record<Figure, number | null>>>(
  rows: Row[],
  name: (row: Row) => string,
  { sort, order, page }: BreakdownOrder,
  pageSize: number,
) {
  const sign = order === 'asc' ? 1 : -1
  const byName = (a: Row, b: Row) => name(a).localeCompare(name(b))
  const byFigure = (a: Row, b: Row) => {
    const first = a[sort as Figure] ?? null
    const second = b[sort as Figure] ?? null
    if (first === null || second === null) return first === second ? 0 : first === null ? 1 : -1
    return sign * (first - second)
  }
  const sorted = [...rows].sort(
    sort === 'name' ? (a, b) => sign * byName(a, b) : (a, b) => byFigure(a, b) || byName(a, b),
  )
  return {
    rows: sorted.slice((page - 1) * pageSize, page * pageSize),
    page: { page, pageSize, totalDocs: rows.length, totalPages: Math.max(1, Math.ceil(rows.length / pageSize)) },
  }
}
