import type { TrustIcon } from '@ecs/shared/catalog'
import type { Location } from '@ecs/shared/cms'
import { paths } from '@ecs/shared/routes'
import { SiteLink } from './site-link'
import { useRating } from '../api/review-ratings'
import { useSiteSettings } from '../api/site-settings'
import { useMessages } from '../lib/messages'
import { formatRating } from '../lib/locale'
import { Stars } from './cards'

const ICON_PATHS: Record<TrustIcon, string> = {
  shield:
    'M12 2 4 5v6c0 5 3.4 9.3 8 11 4.6-1.7 8-6 8-11V5l-8-3Zm-1.2 14.2-3.5-3.5 1.4-1.4 2.1 2.1 4.9-4.9 1.4 1.4-6.3 6.3Z',
  calendar:
    'M7 2v2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2h-2V2h-2v2H9V2H7Zm12 8H5v10h14V10Zm-9 2h4v4h-4v-4Z',
  guarantee:
    'M12 1 9.5 3.6 6 3.2l-.6 3.5L2.3 8.5 3.9 12l-1.6 3.5 3.1 1.8.6 3.5 3.5-.4L12 23l2.5-2.6 3.5.4.6-3.5 3.1-1.8-1.6-3.5 1.6-3.5-3.1-1.8-.6-3.5-3.5.4L12 1Zm-1.3 15.3L7 12.6l1.4-1.4 2.3 2.3 5-5 1.4 1.4-6.4 6.4Z',
  crew: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm7 0a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM1 21v-1a6 6 0 0 1 6-6h4a6 6 0 0 1 6 6v1H1Zm17 0v-1c0-1.8-.6-3.4-1.7-4.7A5 5 0 0 1 23 20v1h-5Z',
  leaf: 'M20 3C10 3 4 8 4 15c0 1.4.3 2.7.8 3.9L3 20.7 4.3 22l1.8-1.8c1.2.5 2.5.8 3.9.8 7 0 12-6 12-16V3h-2Zm-9 13.6-1.4-1.4 6-6 1.4 1.4-6 6Z',
}

/**
 * Why a visitor can trust us, where they decide: the reasons marketing sets in the CMS (site settings,
 * trust band) and the average rating and count of approved reviews, the location's on its pages. The
 * rating is computed from the reviews themselves and is left out while there are none.
 */
export function TrustBand({ location }: { location?: Pick<Location, 'slug' | 'label'> }) {
  const { trustBand } = useSiteSettings()
  const rating = useRating(location?.slug)
  const reasons = trustBand?.items ?? []
  const words = useMessages().trust
  if (!trustBand?.show || (reasons.length === 0 && !rating)) return null
  return (
    <section aria-label={words.label} className="border-b border-slate-200 bg-white">
      <div className="mx-auto grid max-w-7xl gap-x-8 gap-y-5 px-4 py-6 sm:grid-cols-2 lg:flex lg:items-center lg:justify-between">
        {rating && (
          <div className="flex items-center gap-3" data-testid="trust-rating">
            <Stars rating={Math.round(rating.average)} decorative />
            <p className="text-sm text-slate-700">
              <span className="text-lg font-bold text-slate-900">{formatRating(rating.average)}</span>{' '}
              {words.outOf5From}{' '}
              {location ? (
                <SiteLink to={paths.location.reviews(location.slug)} className="font-semibold text-brand-800 underline">
                  {words.locationReviews(rating.count, location.label)}
                </SiteLink>
              ) : (
                words.customerReviews(rating.count)
              )}
            </p>
          </div>
        )}
        {reasons.map((reason) => (
          <div key={reason.id ?? reason.title} className="flex items-start gap-3">
            <svg aria-hidden="true" viewBox="0 0 24 24" className="mt-0.5 h-6 w-6 shrink-0 fill-brand-700">
              <path d={ICON_PATHS[reason.icon]} />
            </svg>
            <p className="text-sm leading-snug">
              <span className="block font-semibold text-slate-900">{reason.title}</span>
              {reason.detail && <span className="text-slate-600">{reason.detail}</span>}
            </p>
          </div>
        ))}
      </div>
    </section>
  )
}
