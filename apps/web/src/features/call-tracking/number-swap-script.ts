// The page's one inline script (entry-server.tsx puts it after the page's last phone number; the CSP allows
// it by its hash): writes this visit's tracking numbers into the page's phone numbers while it is parsed,
// before its first layout, where a swap after the numbers' answer costs a slowed phone a relayout and
// repaint of the page (decision 020). Built on its own, as one small classic script (vite.config.ts).
import { dialledPhone } from '../../lib/phone'
import { writeShownPhone } from '../../lib/shown-phone-writes'
import {
  KEPT_ANSWER_KEY,
  numbersBeforeAnswer,
  PAGE_NUMBERS_ELEMENT_ID,
  type PageNumbers,
} from './numbers-before-answer'

try {
  const numbers = numbersBeforeAnswer({
    readPage: () =>
      JSON.parse(document.getElementById(PAGE_NUMBERS_ELEMENT_ID)?.textContent || 'null') as PageNumbers | null,
    keptAnswer: localStorage.getItem(KEPT_ANSWER_KEY),
    address: { search: location.search, referrer: document.referrer },
    now: Date.now(),
  })
  // Said before the numbers are written: hydration renders each with what this script wrote. A visit
  // shown no other number (most: direct and organic) leaves them alone.
  window.numbersShownBeforeAnswer = numbers
  if (Object.keys(numbers).length > 0)
    for (const element of document.querySelectorAll<HTMLElement>('[data-phone]')) {
      const own = element.dataset.phone!
      const next = numbers[dialledPhone(own)]
      if (next) writeShownPhone(element, own, next)
    }
} catch {
  // Storage refused or the page's numbers unreadable: the page keeps its own numbers until the answer.
}
