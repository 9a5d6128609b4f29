import { industriesQuery, useIndustries } from '../../api/industries'
import { CmsImage } from '../../components/cms-image'
import { Section } from '../../components/page-header'
import { contentPage } from '../page-kit/content-page'
import { useMessages } from '../../lib/messages'

/** The six industries the commercial crews work in. */
function IndustryList() {
  const industries = useIndustries()
  const said = useMessages().industries
  return (
    <Section title={said.whoWeWorkWith} tone="muted">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {industries.map((industry) => (
          <li key={industry.id} className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
            <CmsImage
              media={industry.image}
              size="card"
              decorative
              className="aspect-[3/2] w-full bg-brand-100 object-cover"
            />
            <div className="p-6">
              <h3 className="text-lg font-semibold text-slate-900">{industry.name}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-700">{industry.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  )
}

const page = contentPage({ slug: 'industries', queries: () => [industriesQuery()], Extra: IndustryList })

export default page.default
export const queries = page.queries
export const exists = page.exists
