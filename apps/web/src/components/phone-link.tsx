import type { ReactNode } from 'react'
import { telHref } from '../lib/phone'
import { useShownPhone } from '../lib/shown-phones'

/**
 * Every phone number the site shows as a link: the page's own number in the HTML, this visit's
 * tracking number once the browser knows it (lib/shown-phones). `children` words the link around the
 * number shown ("Call (509) 555-0100"); without it the link is the number.
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
  const shown = useShownPhone(phone)
  return (
    <a href={telHref(shown)} className={className} {...rest}>
      {children ? children(shown) : shown}
    </a>
  )
}

/** A phone number in running text, swapped like PhoneLink's. */
export function PhoneNumber({ phone }: { phone: string }) {
  return <>{useShownPhone(phone)}</>
}
