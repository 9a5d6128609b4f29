import { useSyncExternalStore } from 'react'
import { dialledPhone } from './phone'
import { writeShownPhone } from './shown-phone-writes'

/**
 * The numbers this visit is shown instead of the pages' own (call tracking), keyed by the own number in
 * E.164. A page's number is found by its digits alone: the numbers come from the CMS, checked when
 * saved, so the pages need no numbering plan (libphonenumber's, which only the forms load). Empty on the
 * server, so every page's HTML is one shared page with the real numbers; in the browser, first what the
 * page's inline script wrote into the numbers while the page was parsed (number-swap-script.ts), then the
 * numbers' answer.
 */
const shownWhenParsed: Readonly<Record<string, string>> =
  (typeof window === 'undefined' ? undefined : window.numbersShownBeforeAnswer) ?? {}
let shown = shownWhenParsed

/** Each phone number on the page (a link or text): the number it was given and the number it shows now. */
const shownElements = new Map<HTMLElement, { phone: string; showing: string }>()

/**
 * The number to show for a page's phone: its tracking number for this visit, else itself. A shown number
 * (PhoneLink, PhoneText) reads it when it renders; a swap writes the numbers already on the page itself
 * (setShownPhones), so no change re-renders them. Hydration reads what the page showed when it was parsed:
 * the answer may arrive while the page is still hydrating (hydration yields to the browser, and a
 * boundary waiting for its code or data hydrates later), and a number that hydrated as the answer's
 * would not match the HTML. React then renders such a number once more, with the answer's.
 */
export function useShownPhone(phone: string): string {
  return useSyncExternalStore(
    changesWrittenDirectly,
    () => numberShownFor(phone, shown),
    () => numberShownFor(phone, shownWhenParsed),
  )
}

/** Nothing to subscribe to: setShownPhones writes a change into the numbers already shown. */
const changesWrittenDirectly = () => () => undefined

/** The number shown for a page's `phone` given the visit's `numbers`: its tracking number, else itself. */
export const numberShownFor = (phone: string, numbers: Readonly<Record<string, string>>): string =>
  numbers[dialledPhone(phone)] ?? phone

/**
 * Swaps the visit's numbers into the numbers already on the page by writing a link's href and the number
 * in the text, rather than re-rendering them through React: an external store's change re-renders
 * synchronously from the root, which cost about 9 ms of a slowed phone's main thread for five links
 * (bench/number-swap.mjs), where these few writes cost a fraction of one. React's next render of a
 * number reads the same (useShownPhone), so it writes what is already there.
 */
export function setShownPhones(numbers: Readonly<Record<string, string>>): void {
  shown = numbers
  for (const [element, entry] of shownElements) {
    const next = numberShownFor(entry.phone, numbers)
    if (next === entry.showing) continue
    writeShownPhone(element, entry.showing, next)
    entry.showing = next
  }
}

/**
 * Keeps a rendered number in step with later swaps: `showing` is the number the render gave it. Returns
 * the ref callback's cleanup.
 */
export function followSwaps(element: HTMLElement, phone: string, showing: string): () => void {
  shownElements.set(element, { phone, showing })
  return () => {
    shownElements.delete(element)
  }
}
