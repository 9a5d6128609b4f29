import { useMessages } from '../lib/messages'

/** Shown while a page's code or data loads on client-side navigation. */
export function PageSpinner() {
  const words = useMessages().shell
  return (
    <div role="status" className="flex min-h-[50vh] items-center justify-center">
      <span
        className="h-10 w-10 animate-spin rounded-full border-4 border-violet-200 border-t-violet-700"
        aria-hidden="true"
      />
      <span className="sr-only">{words.loadingPage}</span>
    </div>
  )
}
