import { formatCount } from '../lib/format'

const button =
  'rounded-md border border-slate-400 px-3 py-1 text-sm hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-50'

/** Previous / Page n of m / Next under a table paginated on the server. */
export function Pager({
  label,
  page,
  totalPages,
  onPage,
}: {
  label: string
  page: number
  totalPages: number
  onPage: (page: number) => void
}) {
  return (
    <nav aria-label={label} className="flex items-center justify-between border-t border-slate-100 px-3 py-2 text-sm">
      <button type="button" className={button} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <span>
        Page {formatCount(page)} of {formatCount(totalPages)}
      </span>
      <button type="button" className={button} disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        Next
      </button>
    </nav>
  )
}
