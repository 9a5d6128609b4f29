import type { NavLink } from '@ecs/shared/navigation'
import { lazy, Suspense, useRef, useState } from 'react'
import { useHydrated } from '../../../lib/use-hydrated'

const MobileMenuDialog = lazy(() => import('./mobile-menu-dialog'))

/**
 * The menu button on small screens. The panel's code (Radix Dialog) loads when it is first opened;
 * closing returns focus to this button. Until the page is hydrated a tap could not open it, so the
 * button says so (disabled) rather than swallowing the tap.
 */
export function MobileMenu(props: {
  links: readonly NavLink[]
  estimateHref: string | null
  phone: string
  phoneHref: string
}) {
  const [open, setOpen] = useState(false)
  const [requested, setRequested] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  const hydrated = useHydrated()
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label="Open menu"
        disabled={!hydrated}
        onClick={() => {
          setRequested(true)
          setOpen(true)
        }}
        onPointerEnter={() => void import('./mobile-menu-dialog')}
        className="inline-flex h-10 w-10 items-center justify-center rounded-md text-slate-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700 lg:hidden"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6">
          <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      {requested && (
        <Suspense fallback={null}>
          <MobileMenuDialog
            {...props}
            open={open}
            onOpenChange={setOpen}
            onCloseAutoFocus={(event) => {
              event.preventDefault()
              button.current?.focus()
            }}
          />
        </Suspense>
      )}
    </>
  )
}
