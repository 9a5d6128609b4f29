import type { AnchorHTMLAttributes } from 'react'
import { useCampaignHref } from '../hooks/use-attribution'

/** An `<a>` to a booking or payment tool that carries the visit's campaign parameters along. */
export function CampaignLink({ href, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return <a {...props} href={useCampaignHref(href)} />
}
