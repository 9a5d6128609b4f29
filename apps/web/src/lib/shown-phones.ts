import { useSyncExternalStore } from 'react'
import { dialledPhone } from './phone'

/**
 * The numbers this visit is shown instead of the pages' own (call tracking), keyed by the own number in
 * E.164. A page's number is found by its digits alone: the numbers come from the CMS, checked when
 * saved, so the pages need no numbering plan (libphonenumber's, which only the forms load). Empty on the
 * server and until the browser learns them, so every page's HTML is one shared page with the real
 * numbers; set once after hydration, and every phone on the page follows.
 */
let shown: Readonly<Record<string, string>> = {}
const listeners = new Set<() => void>()

export function setShownPhones(numbers: Readonly<Record<string, string>>): void {
  shown = numbers
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The number to show for a page's phone: its tracking number for this visit, else itself. */
export function shownPhone(phone: string): string {
  return shown[dialledPhone(phone)] ?? phone
}

/** `phone` as this visit is shown it: the page's number on the server and while hydrating, then its swap. */
export function useShownPhone(phone: string): string {
  return useSyncExternalStore(
    subscribe,
    () => shownPhone(phone),
    () => phone,
  )
}
