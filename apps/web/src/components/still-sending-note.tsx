import { useMessages } from '../lib/messages'

/**
 * Said while a lead that did not get through is sent again by itself: the visitor waits and types
 * nothing again. The live region is always there, so its words are announced when they change, and
 * hidden while silent; it is not a status role, which a form may already have for its own figures.
 */
export function StillSendingNote({ shown }: { shown: boolean }) {
  const words = useMessages().form
  return (
    <p aria-live="polite" className={shown ? 'text-sm text-slate-700' : 'sr-only'}>
      {shown ? words.stillSending : ''}
    </p>
  )
}
