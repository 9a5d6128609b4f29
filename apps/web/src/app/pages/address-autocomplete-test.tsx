import { useState } from 'react'
import { SiteLink } from '../../components/site-link'
import { Autocomplete, type AutocompleteOption } from '../../components/autocomplete'
import type { PageModule, PageProps } from '../../lib/page-module'
import { PhoneLink } from '../../components/phone-link'
import { DemoPage } from '../page-kit/demo-page'
import { usePageContext } from '../page-kit/use-page-context'

/**
 * The address autocomplete: suggests the cities and neighborhoods the locations serve (from the CMS)
 * and tells the visitor which office covers the one they pick. No third-party geocoder is called.
 */
function AddressAutocompleteTestPage({ match }: PageProps) {
  const { locations } = usePageContext(match)
  const [picked, setPicked] = useState<AutocompleteOption>()
  const options = locations.flatMap((location) =>
    (location.areasServed ?? []).map((area) => ({
      value: `${location.slug}:${area.name}`,
      label: `${area.name}`,
      detail: `${location.label} · ${location.address.region}`,
    })),
  )
  const office = picked ? locations.find((location) => picked.value.startsWith(`${location.slug}:`)) : undefined
  return (
    <DemoPage
      match={match}
      title="Address autocomplete test"
      intro="Start typing your city or neighborhood to see which of our offices serves it."
    >
      <Autocomplete label="City or neighborhood" options={options} onSelect={setPicked} placeholder="e.g. Richland" />
      <div className="mt-6 text-slate-700" aria-live="polite">
        {office && picked ? (
          <p>
            {picked.label} is served by our{' '}
            <SiteLink to={office.href} className="font-semibold text-brand-700 underline">
              {office.label}
            </SiteLink>{' '}
            team: <PhoneLink phone={office.phone} className="font-semibold text-brand-700 underline" />.
          </p>
        ) : (
          <p>Nothing chosen yet.</p>
        )}
      </div>
    </DemoPage>
  )
}

export default AddressAutocompleteTestPage satisfies PageModule['default']
