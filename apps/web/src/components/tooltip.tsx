import { useId, useState, type ReactNode } from 'react'

/**
 * A small accessible tooltip: shown on hover and keyboard focus, hidden with Escape, and tied to its
 * trigger with aria-describedby so screen readers announce it.
 */
export function Tooltip({ content, children }: { content: string; children: ReactNode }) {
  const id = useId()
  const [open, setOpen] = useState(false)
  return (
    <span className="relative inline-flex" onMouseEnter={() => setOpen(true)} onMouseLeave={() => setOpen(false)}>
      <button
        type="button"
        aria-describedby={id}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
        className="rounded-md border border-brand-700 px-3 py-1.5 font-medium text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        {children}
      </button>
      <span
        id={id}
        role="tooltip"
        hidden={!open}
        className="absolute bottom-full left-1/2 z-10 mb-2 w-max max-w-xs -translate-x-1/2 rounded-md bg-slate-900 px-3 py-2 text-sm text-white shadow-lg"
      >
        {content}
      </span>
    </span>
  )
}
