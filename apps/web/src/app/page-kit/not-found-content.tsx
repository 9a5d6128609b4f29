import type { RouteMatch } from '@ecs/shared/routes'
import { paths } from '@ecs/shared/routes'
import { detectLocation } from '@ecs/shared/navigation'
import { useLocation as useRouterLocation } from 'react-router-dom'
import { SiteLink } from '../../components/site-link'
import { usePage } from '../../api/pages'
import { RichText } from '../../components/rich-text'
import { Seo } from '../../components/seo'
import { useCompanyInfo } from '../../api/company-info'
import { useLocation } from '../../api/locations'
import { PhoneLink } from '../../components/phone-link'
import { brandButton } from '../../components/button-styles'
import { useMessages } from '../../lib/messages'

/**
 * The not-found page's content (CMS page `not-found`), also rendered by pages whose path is in the
 * route table but whose content is missing (the server answers 404 for those through `exists`).
 */
export function NotFoundContent({ match }: { match: RouteMatch }) {
  const page = usePage('not-found')
  const company = useCompanyInfo()
  const words = useMessages().notFound
  // Under a location's path (/dmv/old-page) the visitor keeps that office's number, as the header does.
  const phone = useLocation(detectLocation(useRouterLocation().pathname))?.phone ?? company.phone
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-16">
      <Seo match={match} title={words.title(company.name)} description={page?.intro ?? words.description} noindex />
      <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{words.heading}</h1>
      {page?.intro && <p className="mt-4 text-lg text-slate-700">{page.intro}</p>}
      <RichText value={page?.content} className="mt-6" />
      <div className="mt-8 flex flex-wrap gap-3">
        <SiteLink to={paths.home()} className={brandButton.large}>
          {words.home}
        </SiteLink>
        <PhoneLink
          phone={phone}
          className="rounded-md border border-brand-700 px-5 py-3 font-semibold text-brand-800 hover:bg-brand-50"
        >
          {(shown) => words.call(shown)}
        </PhoneLink>
      </div>
    </main>
  )
}
