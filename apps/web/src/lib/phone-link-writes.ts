import { telHref } from './phone'

/**
 * Points a phone link at another number: its href, and the number wherever its text shows it ("Call
 * (509) 555-0100"). Direct writes, no render: both the swap before the first layout (call tracking's
 * inline script) and the swap after the numbers' answer (lib/shown-phones.ts) write links this way.
 */
export function writePhoneLink(link: HTMLAnchorElement, showing: string, next: string): void {
  link.href = telHref(next)
  const texts = link.ownerDocument.createTreeWalker(link, NodeFilter.SHOW_TEXT)
  for (let text = texts.nextNode(); text; text = texts.nextNode())
    if (text.nodeValue?.includes(showing)) text.nodeValue = text.nodeValue.replaceAll(showing, next)
}
