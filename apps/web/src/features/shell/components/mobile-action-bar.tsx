import { SiteLink } from '../../../components/site-link'
import { brandButton } from '../../../components/button-styles'
import { PhoneLink } from '../../../components/phone-link'
import { useMessages } from '../../../lib/messages'
import { smsHref } from '../../../lib/phone'
import { useActionBarShown } from '../hooks/use-action-bar-shown'

const outlined =
  'flex items-center justify-center rounded-md border border-brand-700 px-3 py-2.5 font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700'

/**
 * Call, Text and Free Estimate at the bottom of a phone's screen (hidden from the md breakpoint up,
 * where the header keeps them in view). Call dials the page's number as the visit is shown it (call
 * tracking's swap); Text is offered only where the location's own number takes texts, and texts that
 * number (a tracking number answers calls). While hidden it is `invisible`: out of the tab order and
 * of what a screen reader reads, not only out of sight.
 */
export function MobileActionBar({
  phone,
  textPhone,
  estimateHref,
}: {
  phone: string
  /** The number that takes texts, when the page's location has one. */
  textPhone: string | undefined
  estimateHref: string | null
}) {
  const shown = useActionBarShown()
  const words = useMessages().shell
  return (
    <nav
      aria-label={words.quickActions}
      data-testid="action-bar"
      className={`fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 shadow-[0_-2px_8px_rgb(0_0_0/0.08)] backdrop-blur transition-[transform,visibility] duration-200 motion-reduce:transition-none md:hidden ${shown ? 'visible translate-y-0' : 'invisible translate-y-full'}`}
    >
      <ul className="flex gap-2 px-3 pb-[max(0.5rem,env(safe-area-inset-bottom))] pt-2">
        <li className="flex-1">
          <PhoneLink phone={phone} className={outlined} data-testid="action-bar-call">
            {(shownPhone) => (
              <>
                {words.call}
                <span className="sr-only"> {shownPhone}</span>
              </>
            )}
          </PhoneLink>
        </li>
        {textPhone && (
          <li className="flex-1">
            <a href={smsHref(textPhone)} className={outlined} data-testid="action-bar-text">
              {words.text}
              <span className="sr-only"> {textPhone}</span>
            </a>
          </li>
        )}
        {estimateHref && (
          <li className="flex-[1.4]">
            <SiteLink to={estimateHref} className={`block py-2.5 text-center ${brandButton.medium}`}>
              {words.freeEstimate}
            </SiteLink>
          </li>
        )}
      </ul>
    </nav>
  )
}
