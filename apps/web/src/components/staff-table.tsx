import type { ReactNode } from 'react'

export interface StaffColumn {
  /** What the column holds; a column without a visible heading names itself for screen readers. */
  header: string
  hidden?: boolean
  /** Counts and amounts: right-aligned, in figures of one width. */
  numeric?: boolean
  /** A column the table can be sorted by: how it is sorted now, and what its heading's button does. */
  sort?: { direction: SortDirection; onSort: () => void }
}

/** aria-sort's values: how a sortable column orders the rows now. */
export type SortDirection = 'ascending' | 'descending' | 'none'

const SORT_MARKS: Record<SortDirection, string> = { ascending: '▲', descending: '▼', none: '↕' }

/** A column heading: its words, or a button that sorts by it (announced with aria-sort on the cell). */
function ColumnHeading({ column }: { column: StaffColumn }) {
  if (column.hidden) return <span className="sr-only">{column.header}</span>
  if (!column.sort) return <>{column.header}</>
  return (
    <button
      type="button"
      onClick={column.sort.onSort}
      className={`inline-flex items-center gap-1 rounded font-semibold hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-700 ${column.numeric ? 'flex-row-reverse' : ''}`}
    >
      {column.header}
      <span aria-hidden="true" className="text-xs text-slate-500">
        {SORT_MARKS[column.sort.direction]}
      </span>
    </button>
  )
}

/** A table cell's padding; numbers add `numericCell`'s alignment. */
export const cell = 'px-3 py-2'
export const numericCell = 'px-3 py-2 text-right tabular-nums'
/** The first cell of a row that names the row (a `<th scope="row">`). */
export const rowHeaderCell = 'px-3 py-2 font-medium'
export const tableLink =
  'text-brand-800 underline hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-700'

/**
 * The staff pages' table: a captioned, horizontally scrolling table with a header row, one row
 * saying so when there is nothing to show, and room above (a notice) and below (a pager). Callers
 * write the rows, with `cell` and friends, since every table's cells differ.
 */
export function StaffTable({
  caption,
  columns,
  empty,
  notice,
  footer,
  children,
}: {
  caption: ReactNode
  columns: readonly StaffColumn[]
  /** Said in place of the rows when there are none; leave it out when a table is never empty. */
  empty?: string | false
  notice?: ReactNode
  footer?: ReactNode
  children: ReactNode
}) {
  return (
    // min-w-0: in a grid or flex layout the table scrolls inside its box instead of widening the page.
    <div className="min-w-0 rounded-lg border border-slate-200 bg-white">
      {notice}
      {/* relative: a screen-reader-only heading (absolutely placed) scrolls with the table, not past the page. */}
      <div className="relative overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="px-3 py-2 text-left font-semibold text-slate-900">{caption}</caption>
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              {columns.map((column) => (
                <th
                  key={column.header}
                  scope="col"
                  aria-sort={column.sort?.direction}
                  className={column.numeric ? 'px-3 py-2 text-right' : cell}
                >
                  <ColumnHeading column={column} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {empty ? (
              <tr>
                <td colSpan={columns.length} className="px-3 py-3 text-slate-700">
                  {empty}
                </td>
              </tr>
            ) : null}
            {children}
          </tbody>
        </table>
      </div>
      {footer}
    </div>
  )
}

/** A body row; `className` adds a highlight (a selected or overdue row). */
export function StaffRow({ className = '', children }: { className?: string; children: ReactNode }) {
  return <tr className={`border-t border-slate-100 ${className}`}>{children}</tr>
}
