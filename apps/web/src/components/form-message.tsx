import { useEffect, useRef } from 'react'

/**
 * What went wrong with the whole form (a send that did not get through), as an alert. It is brought
 * into view below the sticky header and focused when it appears, so a visitor who pressed Send far
 * below it sees it; when the form also marks fields, the first of them keeps the focus instead.
 */
export function FormMessage({ message }: { message: string | null }) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = ref.current
    if (!message || !element) return
    if (element.closest('form')?.querySelector('[aria-invalid="true"]')) return
    element.scrollIntoView({ block: 'start' })
    element.focus({ preventScroll: true })
  }, [message])
  if (!message) return null
  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={-1}
      className="scroll-mt-36 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900 focus:outline-2 focus:outline-offset-2 focus:outline-red-700"
    >
      {message}
    </div>
  )
}
