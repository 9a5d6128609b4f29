import type { PageModule } from '../../lib/page-module'
import { useCompanyInfo } from '../../api/company-info'
import { useLocations } from '../../api/locations'

function HomePage() {
  const company = useCompanyInfo()
  const locations = useLocations()
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-12">
      <title>{`${company.name} | Window Cleaning & Pressure Washing`}</title>
      <h1 className="text-3xl font-bold">{company.name}</h1>
      <p className="mt-4 text-lg">{company.serviceArea}</p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {locations.map((location) => (
          <li key={location.id}>
            <a className="text-brand-700 underline" href={location.href}>
              {location.label}
            </a>
          </li>
        ))}
      </ul>
    </main>
  )
}

export default HomePage satisfies PageModule['default']
