import { SiteLink } from './site-link'
import { useMessages } from '../lib/messages'
import { PhoneLink } from './phone-link'

export const primaryButton =
  'inline-flex items-center justify-center rounded-md bg-white px-5 py-3 font-semibold text-brand-800 shadow-sm hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white'
export const secondaryButton =
  'inline-flex items-center justify-center rounded-md border border-white/70 px-5 py-3 font-semibold text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white'

/** The two things a visitor comes to do: ask for a free estimate or call. */
export function HeroActions({ estimateHref, phone }: { estimateHref: string; phone: string }) {
  const words = useMessages().callToAction
  return (
    <>
      <SiteLink to={estimateHref} className={primaryButton}>
        {words.freeEstimate}
      </SiteLink>
      <PhoneLink phone={phone} className={secondaryButton} data-testid="call-button">
        {words.call}
      </PhoneLink>
    </>
  )
}

/** A closing band that repeats the calls to action after the content. */
export function CallToActionBand({
  title,
  text,
  estimateHref,
  phone,
}: {
  title: string
  text: string
  estimateHref: string
  phone: string
}) {
  return (
    <section aria-labelledby="cta-heading" className="mx-auto max-w-7xl px-4 py-12">
      <div className="rounded-2xl bg-brand-800 px-6 py-10 text-white sm:px-10 lg:flex lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h2 id="cta-heading" className="text-2xl font-bold">
            {title}
          </h2>
          <p className="mt-2 text-brand-50">{text}</p>
        </div>
        <div className="mt-6 flex flex-wrap gap-3 lg:mt-0">
          <HeroActions estimateHref={estimateHref} phone={phone} />
        </div>
      </div>
    </section>
  )
}
