import type { Location } from '@ecs/shared/cms'
import { Section } from '../../components/page-header'
import { useMessages } from '../../lib/messages'

/** The towns a location's crews cover, as chips; nothing when the CMS lists none. */
export function AreasServedSection({
  location,
}: {
  location: Pick<Location, 'areasServed' | 'serviceRadius' | 'address'>
}) {
  const words = useMessages().serviceArea
  if (!location.areasServed?.length) return null
  return (
    <Section
      title={words.areasWeServe}
      tone="muted"
      intro={words.within(location.serviceRadius, location.address.city, location.address.region)}
    >
      <ul className="flex flex-wrap gap-2">
        {location.areasServed.map((area) => (
          <li
            key={area.id ?? area.name}
            className="rounded-full bg-white px-3 py-1 text-sm text-slate-800 ring-1 ring-slate-200"
          >
            {area.name}
          </li>
        ))}
      </ul>
    </Section>
  )
}
