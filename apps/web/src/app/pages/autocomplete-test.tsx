import { useState } from 'react'
import { SiteLink } from '../../components/site-link'
import { servicesQuery, useServices } from '../../api/services'
import { Autocomplete, type AutocompleteOption } from '../../components/autocomplete'
import type { PageModule, PageProps } from '../../lib/page-module'
import { DemoPage } from '../page-kit/demo-page'

/** The autocomplete over the services: type part of a name, pick one, get its page. */
function AutocompleteTestPage({ match }: PageProps) {
  const services = useServices()
  const [picked, setPicked] = useState<AutocompleteOption>()
  const options = services.map((service) => ({
    value: service.path,
    label: service.name,
    detail: service.type === 'commercial' ? 'Commercial' : 'Residential',
  }))
  return (
    <DemoPage
      match={match}
      title="Autocomplete test"
      intro="Type part of a service name, then choose one with the arrow keys and Enter, or with the mouse."
    >
      <Autocomplete label="Service" options={options} onSelect={setPicked} placeholder="e.g. window" />
      <p className="mt-6 text-slate-700" aria-live="polite">
        {picked ? (
          <>
            You chose{' '}
            <SiteLink to={picked.value} className="font-semibold text-brand-700 underline">
              {picked.label}
            </SiteLink>
            .
          </>
        ) : (
          'Nothing chosen yet.'
        )}
      </p>
    </DemoPage>
  )
}

export default AutocompleteTestPage satisfies PageModule['default']
export const queries: PageModule['queries'] = () => [servicesQuery()]
