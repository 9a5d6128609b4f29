import { locationPicturesQuery, useLocationPictures } from '../../api/locations'
import { LocationCard } from '../../components/cards'
import { Section } from '../../components/page-header'
import { useMessages } from '../../lib/messages'
import type { PageProps } from '../../lib/page-module'
import { contentPage } from '../page-kit/content-page'
import { usePageContext } from '../page-kit/use-page-context'

/** The four offices, each linking to its home. */
function LocationList({ match }: PageProps) {
  const { locations } = usePageContext(match)
  const pictures = useLocationPictures()
  const words = useMessages().serviceLine
  return (
    <Section title={words.chooseLocation} tone="muted">
      <ul className="grid gap-6 sm:grid-cols-2">
        {locations.map((location) => (
          <LocationCard key={location.id} location={location} picture={pictures.get(location.slug)} />
        ))}
      </ul>
    </Section>
  )
}

const page = contentPage({ slug: 'locations', queries: () => [locationPicturesQuery()], Extra: LocationList })

export default page.default
export const queries = page.queries
export const exists = page.exists
