import { TOAST_SETTINGS } from '@ecs/shared/navigation'
import * as RadixToast from '@radix-ui/react-toast'
import { useMessages } from '../lib/messages'
import type { ShownToast } from './toast'

const TONE_CLASSES = { success: 'border-emerald-600', error: 'border-red-600', info: 'border-brand-700' } as const

/**
 * The notification region (Radix Toast) with TOAST_SETTINGS: 5 s, swipe right past 50 px, F8
 * focuses the region. Loaded after the page is interactive (or with the first toast), so Radix
 * Toast's code is not part of any page's initial JavaScript.
 */
export default function Toaster({ toasts, onDismiss }: { toasts: ShownToast[]; onDismiss: (id: number) => void }) {
  const words = useMessages().shell
  return (
    <RadixToast.Provider
      duration={TOAST_SETTINGS.durationMs}
      swipeDirection={TOAST_SETTINGS.swipeDirection}
      swipeThreshold={TOAST_SETTINGS.swipeThreshold}
      label={words.notification}
    >
      {toasts.map((toast) => (
        <RadixToast.Root
          key={toast.id}
          open={toast.open}
          onOpenChange={(open) => !open && onDismiss(toast.id)}
          className={`rounded-lg border-l-4 bg-white p-4 pr-10 shadow-lg ring-1 ring-slate-200 ${TONE_CLASSES[toast.tone ?? 'info']}`}
        >
          <RadixToast.Title className="font-semibold text-slate-900">{toast.title}</RadixToast.Title>
          {toast.description && (
            <RadixToast.Description className="mt-1 text-sm text-slate-700">{toast.description}</RadixToast.Description>
          )}
          <RadixToast.Close
            className="absolute right-2 top-2 rounded p-1 text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-700"
            aria-label={words.dismissNotification}
          >
            <span aria-hidden="true">×</span>
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport
        hotkey={[...TOAST_SETTINGS.hotkey]}
        className="fixed bottom-4 right-4 z-[100] flex w-[calc(100%-2rem)] max-w-sm flex-col gap-2 outline-none [&>li]:relative"
      />
    </RadixToast.Provider>
  )
}
