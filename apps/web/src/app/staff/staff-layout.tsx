import { paths } from '@ecs/shared/routes'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { SignOutButton, useCurrentUser } from '../../features/auth'
import { StaffNav } from './staff-nav'

/** Where the CMS admin lives, from the site's configuration (CMS_PUBLIC_URL), for links into it. */
export function useCmsAdminUrl(): string | undefined {
  return useQuery<{ cmsAdminUrl: string }>({ queryKey: ['/__staff/config'] }).data?.cmsAdminUrl
}

/**
 * The frame of every staff page (/cms, /admin/*), in place of the public site's header and footer: a
 * header of its own (the staff pages, who is signed in, the CMS admin, sign out) that stays one line
 * high on a phone, the staff pages' tabs under it (StaffNav). The server has already checked
 * the session and role before sending the page; the data behind it is fetched in the browser with the
 * staff cookie.
 */
export function StaffLayout({
  title,
  current,
  unseen = 0,
  children,
}: {
  title: string
  current: string
  /** New items the staff member has not looked at yet, counted in the tab's title: "(3) Leads". */
  unseen?: number
  children: ReactNode
}) {
  const { data: user } = useCurrentUser()
  const adminUrl = useCmsAdminUrl()
  return (
    <>
      <title>{`${unseen > 0 ? `(${unseen}) ` : ''}${title} | Clearview staff`}</title>
      <meta name="robots" content="noindex" />
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-[60] focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:text-brand-800 focus:shadow"
      >
        Skip to content
      </a>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-2">
          <a
            href={paths.cmsDashboard()}
            className="font-bold text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            Clearview <span className="font-normal text-slate-700">staff</span>
          </a>
          <div className="flex items-center gap-3 text-sm">
            {user && <span className="hidden text-slate-700 md:inline">Signed in as {user.email}</span>}
            {adminUrl && (
              <a href={adminUrl} className="text-brand-800 underline hover:text-brand-900">
                CMS admin
              </a>
            )}
            <SignOutButton />
          </div>
        </div>
        <StaffNav user={user} current={current} />
      </header>
      <main id="main" className="mx-auto max-w-7xl px-4 py-4 sm:py-6">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        <div className="mt-4 space-y-4 sm:space-y-6">{children}</div>
      </main>
    </>
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
