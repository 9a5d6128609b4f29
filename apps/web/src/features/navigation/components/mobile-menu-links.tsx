import type { NavLink } from '@ecs/shared/navigation'
import { SiteLink } from '../../../components/site-link'
import { brandButton } from '../../../components/button-styles'
import { PhoneLink } from '../../../components/phone-link'
import { useMessages } from '../../../lib/messages'

/**
 * What the small-screen menu lists: the navigation with its sub-pages, the estimate button and the
 * phone. Plain links, so they work in the server's HTML before the page's script has run.
 */
export function MobileMenuLinks({
  links,
  estimateHref,
  phone,
  onChoose,
}: {
  links: readonly NavLink[]
  estimateHref: string | null
  phone: string
  /** Called when a link is chosen (the dialog closes itself). */
  onChoose?: () => void
}) {
  const words = useMessages()
  return (
    <>
      <nav aria-label={words.shell.mobileNavigation} className="flex-1 px-2 py-3">
        <ul className="space-y-1">
          {links.map((link) => (
            <li key={link.href}>
              <SiteLink
                to={link.href}
                onClick={onChoose}
                className="block rounded-md px-3 py-2 font-medium text-slate-900 hover:bg-brand-50"
              >
                {link.label}
              </SiteLink>
              {link.children?.length ? (
                <ul className="mb-2 ml-3 space-y-0.5 border-l border-slate-200 pl-2">
                  {link.children.map((child) => (
                    <li key={child.href}>
                      <SiteLink
                        to={child.href}
                        onClick={onChoose}
                        className="block rounded-md px-3 py-1.5 text-sm text-slate-700 hover:bg-brand-50"
                      >
                        {child.label}
                      </SiteLink>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      </nav>
      <div className="space-y-2 border-t border-slate-200 p-4">
        {estimateHref && (
          <SiteLink to={estimateHref} onClick={onChoose} className={`block text-center ${brandButton.large}`}>
            {words.shell.freeEstimate}
          </SiteLink>
        )}
        <PhoneLink
          phone={phone}
          className="block rounded-md border border-brand-700 px-4 py-3 text-center font-semibold text-brand-800 hover:bg-brand-50"
        >
          {words.callToAction.call}
        </PhoneLink>
      </div>
    </>
  )
}
