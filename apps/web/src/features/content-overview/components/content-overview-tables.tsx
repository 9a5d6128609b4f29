import type { ContentOverview } from '../api/content-overview'

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

/** Leads per form: how many are new (waiting for a first contact), in total, and the latest. */
export function LeadsTable({ overview, adminUrl }: { overview: ContentOverview; adminUrl: string | undefined }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full text-left text-sm">
        <caption className="px-3 py-2 text-left font-semibold text-slate-900">Leads</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="px-3 py-2">
              Form
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Waiting (new)
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Total
            </th>
            <th scope="col" className="px-3 py-2">
              Latest
            </th>
          </tr>
        </thead>
        <tbody>
          {overview.leads.length === 0 && (
            <tr>
              <td colSpan={4} className="px-3 py-3 text-slate-600">
                No lead forms yet.
              </td>
            </tr>
          )}
          {overview.leads.map((lead) => (
            <tr key={lead.slug} className="border-t border-slate-100">
              <th scope="row" className="px-3 py-2 font-medium">
                {adminUrl ? (
                  <a className={link} href={`${adminUrl}/collections/${lead.slug}?where[status][equals]=new`}>
                    {lead.label}
                  </a>
                ) : (
                  lead.label
                )}
              </th>
              <td className="px-3 py-2 text-right font-semibold tabular-nums">{lead.waiting ?? '—'}</td>
              <td className="px-3 py-2 text-right tabular-nums">{lead.total}</td>
              <td className="px-3 py-2 text-slate-600">{when(lead.latest)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
