import { servicesQuery, useServices } from '../../api/services'
import { ServiceCard } from '../../components/cards'
import { Section } from '../../components/page-header'
import { useMessages } from '../../lib/messages'
import type { PageProps } from '../../lib/page-module'
import { contentPage } from '../page-kit/content-page'

/** Every service, grouped by line, after the services page copy. */
function AllServices(_props: PageProps) {
  const commercial = useServices('commercial')
  const residential = useServices('residential')
  const words = useMessages().home
  return (
    <>
      <Section title={words.commercial} tone="muted">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {commercial.map((service) => (
            <ServiceCard key={service.id} service={service} href={service.path} />
          ))}
        </ul>
      </Section>
      <Section title={words.residential}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {residential.map((service) => (
            <ServiceCard key={service.id} service={service} href={service.path} />
          ))}
        </ul>
      </Section>
    </>
  )
}

const page = contentPage({ slug: 'services', queries: () => [servicesQuery()], Extra: AllServices })

export default page.default
export const queries = page.queries
export const exists = page.exists
