import { paths } from '@ecs/shared/routes'
import type { ContentOverview, DeskOverview } from '../api/content-overview'

const when = (value: string | null | undefined) =>
  value ? new Date(value).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }) : '—'
const link = 'text-brand-800 underline hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-700'

/** Each content type: how many, drafts waiting, the last edit, with links into the CMS admin. */
export function ContentTable({ overview, adminUrl }: { overview: ContentOverview; adminUrl: string | undefined }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full text-left text-sm">
        <caption className="px-3 py-2 text-left font-semibold text-slate-900">Content</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="px-3 py-2">
              Type
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Documents
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Drafts waiting
            </th>
            <th scope="col" className="px-3 py-2">
              Last edit
            </th>
          </tr>
        </thead>
        <tbody>
          {overview.collections.map((collection) => (
            <tr key={collection.slug} className="border-t border-slate-100">
              <th scope="row" className="px-3 py-2 font-medium">
                {adminUrl ? (
                  <a className={link} href={`${adminUrl}/collections/${collection.slug}`}>
                    {collection.label}
                  </a>
                ) : (
                  collection.label
                )}
              </th>
              <td className="px-3 py-2 text-right tabular-nums">{collection.count}</td>
              <td className="px-3 py-2 text-right tabular-nums">{collection.draftsWaiting ?? '—'}</td>
              <td className="px-3 py-2">
                {collection.lastEdit ? (
                  <>
                    {adminUrl ? (
                      <a className={link} href={`${adminUrl}/collections/${collection.slug}/${collection.lastEdit.id}`}>
                        {collection.lastEdit.title}
                      </a>
                    ) : (
                      collection.lastEdit.title
                    )}
                    <span className="text-slate-600"> · {when(collection.lastEdit.updatedAt)}</span>
                  </>
                ) : (
                  '—'
                )}
              </td>
            </tr>
          ))}
          {overview.globals.map((global) => (
            <tr key={global.slug} className="border-t border-slate-100">
              <th scope="row" className="px-3 py-2 font-medium">
                {adminUrl ? (
                  <a className={link} href={`${adminUrl}/globals/${global.slug}`}>
                    {global.label}
                  </a>
                ) : (
                  global.label
                )}
              </th>
              <td className="px-3 py-2 text-right">—</td>
              <td className="px-3 py-2 text-right">—</td>
              <td className="px-3 py-2 text-slate-600">{when(global.updatedAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

const deskLink = (filters: Record<string, string>) => `${paths.admin.leads()}?${new URLSearchParams(filters)}`

/**
 * Leads per kind on the desk: open, not worked yet, overdue follow-ups (standing out, with a link to
 * them), with links into the desk's inbox filtered to each.
 */
export function LeadsTable({ overview }: { overview: DeskOverview }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      {overview.overdue > 0 && (
        <p className="border-b border-red-200 bg-red-50 px-3 py-2 text-sm font-semibold text-red-900">
          <a className="underline" href={deskLink({ overdue: 'true' })}>
            {overview.overdue} {overview.overdue === 1 ? 'follow-up is' : 'follow-ups are'} overdue
          </a>
        </p>
      )}
      <table className="w-full text-left text-sm">
        <caption className="px-3 py-2 text-left font-semibold text-slate-900">Leads</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="px-3 py-2">
              Kind
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Open
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Not worked yet
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Overdue
            </th>
            <th scope="col" className="px-3 py-2">
              Latest
            </th>
          </tr>
        </thead>
        <tbody>
          {overview.kinds.map((kind) => (
            <tr key={kind.kind} className="border-t border-slate-100">
              <th scope="row" className="px-3 py-2 font-medium">
                <a className={link} href={deskLink({ kind: kind.kind, status: 'open' })}>
                  {kind.label}
                </a>
              </th>
              <td className="px-3 py-2 text-right tabular-nums">{kind.open}</td>
              <td className="px-3 py-2 text-right font-semibold tabular-nums">{kind.untouched}</td>
              <td className="px-3 py-2 text-right tabular-nums">
                {kind.overdue > 0 ? (
                  <a
                    className="font-semibold text-red-800 underline"
                    href={deskLink({ kind: kind.kind, overdue: 'true' })}
                  >
                    {kind.overdue}
                  </a>
                ) : (
                  0
                )}
              </td>
              <td className="px-3 py-2 text-slate-600">{when(kind.latest)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
