import { formatCount } from '../lib/format'
import { outlineButton } from './button-styles'

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
      <button type="button" className={outlineButton} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <span>
        Page {formatCount(page)} of {formatCount(totalPages)}
      </span>
      <button type="button" className={outlineButton} disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        Next
      </button>
    </nav>
  )
}
