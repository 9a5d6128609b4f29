import type { Location, Review, Service } from '@ecs/shared/cms'
import { writeMonthYear } from '@ecs/shared/routes'
import { SiteLink } from './site-link'
import { CmsImage } from './cms-image'
import { PhoneText } from './phone-link'
import { useLocale } from '../lib/locale'
import { useMessages } from '../lib/messages'

/** A service with its image and description, linking to its page (general or a location's). */
export function ServiceCard({ service, href }: { service: Service; href: string }) {
  const words = useMessages().cards
  return (
    <li className="group relative flex flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200 transition hover:shadow-md">
      <CmsImage
        media={service.image}
        size="card"
        decorative
        className="aspect-[3/2] w-full bg-brand-100 object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <h3 className="text-lg font-semibold text-slate-900">
          <SiteLink
            to={href}
            className="after:absolute after:inset-0 focus-visible:outline-2 focus-visible:outline-brand-700 group-hover:text-brand-800"
          >
            {service.name}
          </SiteLink>
        </h3>
        <p className="mt-2 flex-1 text-sm leading-relaxed text-slate-700">{service.description}</p>
        <span aria-hidden="true" className="mt-4 text-sm font-semibold text-brand-700">
          {words.learnMore}
        </span>
      </div>
    </li>
  )
}

/** Five stars, `rating` of them filled; `decorative` when the text beside them says the rating. */
export function Stars({ rating, decorative = false }: { rating: number; decorative?: boolean }) {
  const words = useMessages().cards
  return (
    <span
      className="flex text-amber-500"
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': words.stars(rating) })}
    >
      {[1, 2, 3, 4, 5].map((star) => (
        <svg
          key={star}
          aria-hidden="true"
          viewBox="0 0 20 20"
          className={`h-5 w-5 ${star <= rating ? 'fill-current' : 'fill-slate-200'}`}
        >
          <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.9z" />
        </svg>
      ))}
    </span>
  )
}

/** A customer's review as they wrote it: who, where, which service and when, and our reply if we gave one. */
export function ReviewCard({ review, showLocation = false }: { review: Review; showLocation?: boolean }) {
  const service = typeof review.service === 'object' && review.service ? review.service.name : undefined
  const locale = useLocale()
  const words = useMessages().cards
  const location = typeof review.location === 'object' ? review.location.label : undefined
  return (
    <li className="flex flex-col rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <Stars rating={review.rating} />
      {service && <p className="mt-3 text-xs font-semibold uppercase tracking-wider text-brand-700">{service}</p>}
      <blockquote className="mt-2 flex-1 leading-relaxed text-slate-700">“{review.text}”</blockquote>
      <p className="mt-4 text-sm font-semibold text-slate-900">
        {review.author}
        {showLocation && location && <span className="font-normal text-slate-600"> · {location}</span>}
        <span className="font-normal text-slate-600"> · {writeMonthYear(review.date, locale)}</span>
      </p>
      {review.reply?.text && (
        <div className="mt-4 rounded-lg bg-brand-50 p-4 text-sm">
          <p className="font-semibold text-brand-900">
            {words.ourReply}
            {review.reply.date && (
              <span className="font-normal text-slate-600"> · {writeMonthYear(review.reply.date, locale)}</span>
            )}
          </p>
          <p className="mt-1 leading-relaxed text-slate-700">{review.reply.text}</p>
        </div>
      )}
    </li>
  )
}

/** A location with its picture, phone and what it does, linking to its home. */
export function LocationCard({ location, picture }: { location: Location; picture?: Location['image'] }) {
  return (
    <li className="relative flex flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200 transition hover:shadow-md">
      <CmsImage media={picture} size="card" decorative className="aspect-[3/2] w-full bg-brand-100 object-cover" />
      <div className="p-6">
        <h3 className="text-lg font-semibold text-slate-900">
          <SiteLink
            to={location.href}
            className="after:absolute after:inset-0 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            {location.label}
          </SiteLink>
        </h3>
        <p className="mt-1 text-sm text-slate-600">
          {location.address.city}, {location.address.region} · <PhoneText phone={location.phone} />
        </p>
        <p className="mt-3 text-sm leading-relaxed text-slate-700">{location.intro}</p>
      </div>
    </li>
  )
}
