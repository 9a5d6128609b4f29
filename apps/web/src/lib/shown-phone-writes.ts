import { telHref } from './phone'

/**
 * Points a shown phone number at another number: a link's href, and the number wherever the element's
 * text shows it ("Call (509) 555-0100"). Direct writes, no render: both the swap before the first layout
 * (call tracking's inline script) and the swap after the numbers' answer (lib/shown-phones.ts) write
 * the page's numbers this way.
 */
export function writeShownPhone(element: HTMLElement, showing: string, next: string): void {
  if (element instanceof HTMLAnchorElement) element.href = telHref(next)
  const texts = element.ownerDocument.createTreeWalker(element, NodeFilter.SHOW_TEXT)
  for (let text = texts.nextNode(); text; text = texts.nextNode())
    if (text.nodeValue?.includes(showing)) text.nodeValue = text.nodeValue.replaceAll(showing, next)
}
