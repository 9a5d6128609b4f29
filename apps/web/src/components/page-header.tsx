import type { Media } from '@ecs/shared/cms'
import type { ReactNode } from 'react'
import { SiteLink } from './site-link'
import type { Crumb } from '../lib/json-ld'
import { useMessages } from '../lib/messages'
import { CmsImage } from './cms-image'

/** Visible breadcrumbs (the same trail is described in JSON-LD by the page's Seo). */
function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const words = useMessages().shell
  return (
    <nav aria-label={words.breadcrumb} className="text-sm text-brand-100">
      <ol className="flex flex-wrap items-center gap-1">
        {crumbs.map((crumb, index) => (
          <li key={crumb.href} className="flex items-center gap-1">
            {index > 0 && <span aria-hidden="true">/</span>}
            {index === crumbs.length - 1 ? (
              <span aria-current="page" className="text-white">
                {crumb.label}
              </span>
            ) : (
              <SiteLink
                to={crumb.href}
                className="rounded hover:text-white hover:underline focus-visible:outline-2 focus-visible:outline-white"
              >
                {crumb.label}
              </SiteLink>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}

/**
 * The top of every page: breadcrumbs, the page's one h1, an intro, optional calls to action and,
 * beside them on wide screens (under them on phones), the page's picture, fetched first.
 */
export function PageHeader({
  title,
  intro,
  crumbs,
  eyebrow,
  actions,
  image,
  below,
}: {
  title: string
  intro?: string | null
  crumbs?: Crumb[]
  eyebrow?: ReactNode
  actions?: ReactNode
  image?: Media | number | null
  /** Shown under the intro and actions, e.g. the rating of a location. */
  below?: ReactNode
}) {
  const picture = typeof image === 'object' && image ? image : undefined
  return (
    <div className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
      <div
        className={`mx-auto max-w-7xl px-4 py-10 sm:py-14 ${picture ? 'lg:grid lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:items-center lg:gap-12' : ''}`}
      >
        <div>
          {crumbs && crumbs.length > 1 && <Breadcrumbs crumbs={crumbs} />}
          {eyebrow && <p className="mt-4 text-sm font-semibold uppercase tracking-wider text-brand-100">{eyebrow}</p>}
          <h1 className="mt-3 max-w-4xl text-3xl font-bold tracking-tight sm:text-4xl lg:text-5xl">{title}</h1>
          {intro && <p className="mt-4 max-w-3xl text-lg leading-relaxed text-brand-50">{intro}</p>}
          {actions && <div className="mt-8 flex flex-wrap gap-3">{actions}</div>}
          {below}
        </div>
        {picture && (
          <CmsImage
            media={picture}
            size="hero"
            sizes="(min-width: 1280px) 520px, (min-width: 1024px) 40vw, 100vw"
            priority
            className="mt-8 aspect-[2/1] w-full rounded-2xl bg-brand-700 object-cover shadow-xl ring-1 ring-white/20 lg:mt-0"
          />
        )}
      </div>
    </div>
  )
}

/** A titled band of the page; `tone="muted"` gives it a tinted background to separate it. */
export function Section({
  title,
  intro,
  children,
  tone = 'plain',
  id,
}: {
  title?: string
  intro?: string
  children: ReactNode
  tone?: 'plain' | 'muted'
  id?: string
}) {
  const headingId = id ?? (title ? `section-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}` : undefined)
  return (
    <section aria-labelledby={title ? headingId : undefined} className={tone === 'muted' ? 'bg-brand-50/60' : ''}>
      <div className="mx-auto max-w-7xl px-4 py-12">
        {title && (
          <h2 id={headingId} className="scroll-mt-36 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {title}
          </h2>
        )}
        {intro && <p className="mt-3 max-w-3xl text-slate-700">{intro}</p>}
        <div className={title ? 'mt-8' : ''}>{children}</div>
      </div>
    </section>
  )
}
