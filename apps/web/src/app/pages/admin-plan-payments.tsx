import type { PageId } from '@ecs/shared/routes'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { PageModule, PageProps } from '../../lib/page-module'
import { ReportState, StaffLayout, useCmsAdminUrl } from '../staff/staff-layout'

/**
 * The three payment pages of the spec's admin routes. No payment processor is connected (the spec
 * shows none), so what staff can act on is the plan signups: each one is a customer who accepted a
 * plan's terms at a quoted price. A program's page lists the signups made from its landing page.
 */
const PROGRAMS: Partial<Record<PageId, { title: string; path: string; sourcePage?: string }>> = {
  'admin-seasonal-payments': { title: 'Seasonal plan payments', path: '/admin/seasonal-payments' },
  'admin-montebello-payments': {
    title: 'Montebello payments',
    path: '/admin/montebello-payments',
    sourcePage: '/condos/montebello',
  },
  'admin-columbia-river-walk-payments': {
    title: 'Columbia River Walk payments',
    path: '/admin/columbia-river-walk-payments',
    sourcePage: '/apartments/columbia-river-walk',
  },
}

interface PlanSignup {
  id: number
  summary?: string | null
  planId: string
  homeSize: string
  price: number
  frequency?: string | null
  status: string
  createdAt: string
  contact?: { firstName?: string; lastName?: string; email?: string; phone?: string }
}

interface SignupsPage {
  docs: PlanSignup[]
  totalDocs: number
  page: number
  totalPages: number
}

const PAGE_SIZE = 25

function signupsPath(page: number, sourcePage: string | undefined): string {
  const params = new URLSearchParams({ sort: '-createdAt', limit: String(PAGE_SIZE), page: String(page), depth: '0' })
  if (sourcePage) params.set('where[sourcePage][like]', sourcePage)
  return `/api/plan-signups?${params.toString()}`
}

const usd = (value: number) => value.toLocaleString('en-US', { style: 'currency', currency: 'USD' })

function PlanPaymentsPage({ match }: PageProps) {
  const program = PROGRAMS[match.page as PageId] ?? PROGRAMS['admin-seasonal-payments']!
  const adminUrl = useCmsAdminUrl()
  const [page, setPage] = useState(1)
  const signups = useQuery<SignupsPage>({
    queryKey: [signupsPath(page, program.sourcePage)],
    placeholderData: keepPreviousData,
  })
  const button =
    'rounded-md border border-slate-400 px-3 py-1 text-sm hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700 disabled:opacity-50'
  return (
    <StaffLayout title={program.title} current={program.path}>
      <p className="max-w-3xl text-slate-700">
        Plan signups{' '}
        {program.sourcePage ? (
          <>made from the {program.sourcePage.split('/').pop()?.replace(/-/g, ' ')} page</>
        ) : (
          'from every location'
        )}
        , newest first. No card payments are recorded on this site: billing happens after a signup is confirmed by
        phone.
        {adminUrl && (
          <>
            {' '}
            <a className="text-brand-800 underline" href={`${adminUrl}/collections/plan-signups`}>
              Manage signups in the CMS
            </a>
            .
          </>
        )}
      </p>
      <ReportState
        isPending={signups.isPending}
        error={signups.error?.message.startsWith('404') ? null : signups.error}
      >
        {signups.error?.message.startsWith('404') && <p>No plan signups are recorded yet.</p>}
        {signups.data && (
          <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
            <table className="w-full text-left text-sm">
              <caption className="px-3 py-2 text-left font-semibold">Signups ({signups.data.totalDocs})</caption>
              <thead className="bg-slate-50 text-slate-700">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    Date
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Customer
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Plan
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Home size
                  </th>
                  <th scope="col" className="px-3 py-2 text-right">
                    Price per visit
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Status
                  </th>
                </tr>
              </thead>
              <tbody>
                {signups.data.docs.length === 0 && (
                  <tr>
                    <td colSpan={6} className="px-3 py-3 text-slate-600">
                      No plan signups are recorded yet.
                    </td>
                  </tr>
                )}
                {signups.data.docs.map((signup) => (
                  <tr key={signup.id} className="border-t border-slate-100">
                    <td className="whitespace-nowrap px-3 py-2">
                      {new Date(signup.createdAt).toLocaleDateString('en-US', { dateStyle: 'medium' })}
                    </td>
                    <td className="px-3 py-2">
                      {adminUrl ? (
                        <a
                          className="text-brand-800 underline"
                          href={`${adminUrl}/collections/plan-signups/${signup.id}`}
                        >
                          {[signup.contact?.firstName, signup.contact?.lastName].filter(Boolean).join(' ') ||
                            signup.contact?.email ||
                            `#${signup.id}`}
                        </a>
                      ) : (
                        [signup.contact?.firstName, signup.contact?.lastName].filter(Boolean).join(' ')
                      )}
                    </td>
                    <td className="px-3 py-2 capitalize">
                      {signup.planId}
                      {signup.frequency ? ` (${signup.frequency})` : ''}
                    </td>
                    <td className="px-3 py-2 capitalize">{signup.homeSize}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{usd(signup.price)}</td>
                    <td className="px-3 py-2 capitalize">{signup.status}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <nav
              aria-label="Signup pages"
              className="flex items-center justify-between border-t border-slate-100 px-3 py-2 text-sm"
            >
              <button type="button" className={button} disabled={page <= 1} onClick={() => setPage(page - 1)}>
                Previous
              </button>
              <span>
                Page {signups.data.page} of {Math.max(1, signups.data.totalPages)}
              </span>
              <button
                type="button"
                className={button}
                disabled={page >= signups.data.totalPages}
                onClick={() => setPage(page + 1)}
              >
                Next
              </button>
            </nav>
          </div>
        )}
      </ReportState>
    </StaffLayout>
  )
}

export default PlanPaymentsPage satisfies PageModule['default']
