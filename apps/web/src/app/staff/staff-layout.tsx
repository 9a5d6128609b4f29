import { paths } from '@ecs/shared/routes'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { SignOutButton, useCurrentUser } from '../../features/auth'

/** Where the CMS admin lives, from the site's configuration (CMS_PUBLIC_URL), for links into it. */
export function useCmsAdminUrl(): string | undefined {
  return useQuery<{ cmsAdminUrl: string }>({ queryKey: ['/__staff/config'] }).data?.cmsAdminUrl
}

const STAFF_LINKS = [
  { href: paths.cmsDashboard(), label: 'Dashboard' },
  { href: paths.admin.leads(), label: 'Leads' },
  { href: paths.admin.attributionDashboard(), label: 'Attribution' },
  { href: paths.admin.seasonalPayments(), label: 'Seasonal payments' },
  { href: paths.admin.montebelloPayments(), label: 'Montebello payments' },
  { href: paths.admin.columbiaRiverWalkPayments(), label: 'Columbia River Walk payments' },
  { href: paths.admin.zapierIntegration(), label: 'Zapier' },
]

/**
 * The frame of every staff page (/cms, /admin/*). The server has already checked the session and
 * role before sending the page; the data behind it is fetched in the browser with the staff cookie.
 */
export function StaffLayout({ title, current, children }: { title: string; current: string; children: ReactNode }) {
  const { data: user } = useCurrentUser()
  const adminUrl = useCmsAdminUrl()
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-8">
      <title>{`${title} | Clearview staff`}</title>
      <meta name="robots" content="noindex" />
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        <div className="flex items-center gap-3 text-sm">
          {user && <span className="text-slate-700">Signed in as {user.email}</span>}
          {adminUrl && (
            <a href={adminUrl} className="text-brand-800 underline hover:text-brand-900">
              CMS admin
            </a>
          )}
          <SignOutButton />
        </div>
      </div>
      <nav aria-label="Staff pages" className="mt-4 border-b border-slate-200">
        <ul className="flex flex-wrap gap-1 text-sm">
          {STAFF_LINKS.map((link) => (
            <li key={link.href}>
              <a
                href={link.href}
                aria-current={link.href === current ? 'page' : undefined}
                className={`inline-block rounded-t-md px-3 py-2 focus-visible:outline-2 focus-visible:outline-brand-700 ${link.href === current ? 'border-b-2 border-brand-700 font-semibold text-brand-800' : 'text-slate-700 hover:text-brand-800'}`}
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-6 space-y-6">{children}</div>
    </main>
  )
}

/** Loading and error states shared by the staff pages' reports. */
export function ReportState({
  isPending,
  error,
  children,
}: {
  isPending: boolean
  error: Error | null
  children: ReactNode
}) {
  if (error)
    return (
      <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900">
        This report could not be loaded ({error.message}).
      </p>
    )
  if (isPending)
    return (
      <p className="text-sm text-slate-600" role="status">
        Loading…
      </p>
    )
  return <>{children}</>
}
