import { TOAST_SETTINGS } from '@ecs/shared/navigation'
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react'

export interface ToastMessage {
  title: string
  description?: string
  tone?: 'success' | 'error' | 'info'
}

export interface ShownToast extends ToastMessage {
  id: number
  open: boolean
}

const Toaster = lazy(() => import('./toaster'))

const ToastContext = createContext<((message: ToastMessage) => void) | null>(null)

/**
 * Toasts as TOAST_SETTINGS sets them: one at a time (a new one replaces the current); a
 * dismissed toast stays mounted (closed) for removeDelayMs. The Radix region itself lives in
 * ./toaster, mounted once the browser is idle after hydration or when the first toast is shown.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ShownToast[]>([])
  const [regionMounted, setRegionMounted] = useState(false)
  const nextId = useRef(1)

  useEffect(() => {
    const mount = () => setRegionMounted(true)
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(mount, { timeout: 4000 })
      return () => window.cancelIdleCallback(handle)
    }
    const handle = setTimeout(mount, 2000)
    return () => clearTimeout(handle)
  }, [])

  const show = useCallback((message: ToastMessage) => {
    const id = nextId.current++
    setRegionMounted(true)
    setToasts((current) => [...current, { ...message, id, open: true }].slice(-TOAST_SETTINGS.limit))
  }, [])

  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.map((toast) => (toast.id === id ? { ...toast, open: false } : toast)))
    setTimeout(() => setToasts((current) => current.filter((toast) => toast.id !== id)), TOAST_SETTINGS.removeDelayMs)
  }, [])

  return (
    <ToastContext.Provider value={show}>
      {children}
      {regionMounted && (
        <Suspense fallback={null}>
          <Toaster toasts={toasts} onDismiss={dismiss} />
        </Suspense>
      )}
    </ToastContext.Provider>
  )
}

/** Shows a toast; usable from any feature under the app's ToastProvider. */
export function useToast(): (message: ToastMessage) => void {
  const show = useContext(ToastContext)
  if (!show) throw new Error('useToast must be used inside ToastProvider')
  return show
}
