import type { ReactNode } from 'react'
import { telHref } from '../lib/phone'
import { followSwaps, shownPhone } from '../lib/shown-phones'

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
  const shown = shownPhone(phone)
  return (
    <a
      href={telHref(shown)}
      data-phone={phone}
      className={className}
      ref={(link) => followSwaps(link!, phone, shown)}
      {...rest}
    >
      {children ? children(shown) : shown}
    </a>
  )
}

/**
 * A phone number shown as text (a location's line in a card, a page's eyebrow), swapped like the links:
 * the visitor reads the number they would reach by tapping one.
 */
export function PhoneText({ phone }: { phone: string }) {
  const shown = shownPhone(phone)
  return (
    <span data-phone={phone} ref={(element) => followSwaps(element!, phone, shown)}>
      {shown}
    </span>
  )
}
