import { dialledPhone } from './phone'
import { writePhoneLink } from './phone-link-writes'

/**
 * The numbers this visit is shown instead of the pages' own (call tracking), keyed by the own number in
 * E.164. A page's number is found by its digits alone: the numbers come from the CMS, checked when
 * saved, so the pages need no numbering plan (libphonenumber's, which only the forms load). Empty on the
 * server, so every page's HTML is one shared page with the real numbers; in the browser, first what the
 * page's inline script wrote into the links while the page was parsed (number-swap-script.ts), then the
 * numbers' answer.
 */
let shown: Readonly<Record<string, string>> =
  (typeof window === 'undefined' ? undefined : window.numbersShownBeforeAnswer) ?? {}

/** Each phone link on the page: the number it was given and the number its text and href show now. */
const links = new Map<HTMLAnchorElement, { phone: string; showing: string }>()

/**
 * The number to show for a page's phone: its tracking number for this visit, else itself. A link reads
 * it when it renders (the server's HTML, hydration, later renders); a swap writes the links already on
 * the page itself (setShownPhones), so nothing subscribes.
 */
export function shownPhone(phone: string): string {
  return shown[dialledPhone(phone)] ?? phone
}

/**
 * Swaps the visit's numbers into the links already on the page by writing their href and the number in
 * their text, rather than re-rendering them through React: an external store's change re-renders
 * synchronously from the root, which cost about 9 ms of a slowed phone's main thread for five links
 * (bench/number-swap.mjs), where these few writes cost a fraction of one. React's next render of a
 * link reads the same number (shownPhone), so it writes what is already there.
 */
export function setShownPhones(numbers: Readonly<Record<string, string>>): void {
  shown = numbers
  for (const [link, entry] of links) {
    const next = shownPhone(entry.phone)
    if (next === entry.showing) continue
    writePhoneLink(link, entry.showing, next)
    entry.showing = next
  }
}

/**
 * Keeps a rendered link in step with later swaps: `showing` is the number the render gave it. Returns
 * the ref callback's cleanup.
 */
export function followSwaps(link: HTMLAnchorElement, phone: string, showing: string): () => void {
  links.set(link, { phone, showing })
  return () => {
    links.delete(link)
  }
}
