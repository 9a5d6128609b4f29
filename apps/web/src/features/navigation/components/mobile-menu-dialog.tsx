import type { NavLink } from '@ecs/shared/navigation'
import * as Dialog from '@radix-ui/react-dialog'
import { useMessages } from '../../../lib/messages'
import { MobileMenuLinks } from './mobile-menu-links'

/**
 * The slide-in menu's panel (Radix Dialog: focus trap, Escape, labelled), loaded on the first open so
 * the dialog's code stays out of every page's initial JavaScript. Choosing a link or the estimate
 * button closes it.
 */
export default function MobileMenuDialog({
  open,
  onOpenChange,
  onCloseAutoFocus,
  links,
  estimateHref,
  phone,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  onCloseAutoFocus: (event: Event) => void
  links: readonly NavLink[]
  estimateHref: string | null
  phone: string
}) {
  const words = useMessages().shell
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 data-[state=open]:animate-[fade-in_150ms_ease-out]" />
        <Dialog.Content
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed inset-y-0 right-0 z-50 flex w-[min(22rem,100vw)] flex-col overflow-y-auto bg-white shadow-2xl data-[state=open]:animate-[slide-in_200ms_ease-out]"
          aria-describedby={undefined}
        >
          <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
            <Dialog.Title className="text-base font-semibold text-slate-900">{words.menu}</Dialog.Title>
            <Dialog.Close
              className="inline-flex h-10 w-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700"
              aria-label={words.closeMenu}
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </Dialog.Close>
          </div>
          <MobileMenuLinks
            links={links}
            estimateHref={estimateHref}
            phone={phone}
            onChoose={() => onOpenChange(false)}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
