import type { NavLink } from '@ecs/shared/navigation'
import { lazy, Suspense, useLayoutEffect, useRef, useState } from 'react'
import { useMessages } from '../../../lib/messages'
import { useHydrated } from '../../../lib/use-hydrated'
import { MobileMenuLinks } from './mobile-menu-links'

const MobileMenuDialog = lazy(() => import('./mobile-menu-dialog'))

const TOGGLE_CLASS =
  'inline-flex h-10 w-10 cursor-pointer items-center justify-center rounded-md text-slate-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700'

function MenuIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6">
      <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  )
}

/**
 * The menu on small screens. In the server's HTML, before the page's script has run, it is a native
 * disclosure (details and summary) that drops down the same links, so the menu works from the first
 * paint. Once hydrated it becomes a button opening the slide-in dialog (Radix Dialog, its code loaded on
 * the first open); a menu the visitor opened before then is handed over to the dialog, open. Closing
 * returns focus to the button.
 */
export function MobileMenu(props: { links: readonly NavLink[]; estimateHref: string | null; phone: string }) {
  const [open, setOpen] = useState(false)
  const [requested, setRequested] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  const disclosure = useRef<HTMLDetailsElement>(null)
  const hydrated = useHydrated()
  const words = useMessages().shell
  const openDialog = () => {
    setRequested(true)
    setOpen(true)
  }
  // Runs once, on the hydrated HTML, before the button replaces the disclosure.
  useLayoutEffect(() => {
    if (disclosure.current?.open) openDialog()
  }, [])
  if (!hydrated)
    return (
      <details ref={disclosure} className="lg:hidden">
        <summary aria-label={words.openMenu} className={`${TOGGLE_CLASS} list-none [&::-webkit-details-marker]:hidden`}>
          <MenuIcon />
        </summary>
        <div className="absolute inset-x-0 top-full max-h-[80vh] overflow-y-auto border-b border-slate-200 bg-white shadow-lg">
          <MobileMenuLinks {...props} />
        </div>
      </details>
    )
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={words.openMenu}
        onClick={openDialog}
        onPointerEnter={() => void import('./mobile-menu-dialog')}
        className={`${TOGGLE_CLASS} lg:hidden`}
      >
        <MenuIcon />
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
