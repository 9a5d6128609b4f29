import type { ReactNode } from 'react'
import { telHref } from '../lib/phone'
import { followSwaps, useShownPhone } from '../lib/shown-phones'

/**
 * A shown phone number: the number it shows for this visit, and what marks its element for the swaps
 * (`data-phone`, which the page's inline script looks for, and the ref that lets the answer's swap
 * follow it).
 */
function useShownNumber(phone: string) {
  const shown = useShownPhone(phone)
  return {
    shown,
    marks: { 'data-phone': phone, ref: (element: HTMLElement | null) => followSwaps(element!, phone, shown) },
  }
}

/**
 * Every phone number the site shows as a link: the page's own number in the HTML, this visit's
 * tracking number once the browser knows it (lib/shown-phones, which writes the swap into the link).
 * `children` words the link around the number shown ("Call (509) 555-0100"); without it the link is the
 * number.
 */
export function PhoneLink({
  phone,
  className,
  children,
  ...rest
}: {
  phone: string
  className?: string
  children?: (shown: string) => ReactNode
  'data-testid'?: string
}) {
  const { shown, marks } = useShownNumber(phone)
  return (
    <a href={telHref(shown)} className={className} {...marks} {...rest}>
      {children ? children(shown) : shown}
    </a>
  )
}

/**
 * A phone number shown as text (a location's line in a card, a page's eyebrow), swapped like the links:
 * the visitor reads the number they would reach by tapping one.
 */
export function PhoneText({ phone }: { phone: string }) {
  const { shown, marks } = useShownNumber(phone)
  return <span {...marks}>{shown}</span>
}
