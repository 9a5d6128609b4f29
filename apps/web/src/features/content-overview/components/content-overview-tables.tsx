import { paths } from '@ecs/shared/routes'
import {
  cell,
  numericCell,
  rowHeaderCell,
  StaffRow,
  StaffTable,
  tableLink,
  type StaffColumn,
} from '../../../components/staff-table'
import type { ContentOverview, DeskOverview } from '@ecs/shared/api'

const when = (value: string | null | undefined) =>
  value ? new Date(value).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }) : '—'

const CONTENT_COLUMNS: StaffColumn[] = [
  { header: 'Type' },
  { header: 'Documents', numeric: true },
  { header: 'Drafts waiting', numeric: true },
  { header: 'Last edit' },
]

/** A link into the CMS admin when the site knows its address, else the words alone. */
function AdminLink({ adminUrl, path, children }: { adminUrl: string | undefined; path: string; children: string }) {
  return adminUrl ? (
    <a className={tableLink} href={`${adminUrl}${path}`}>
      {children}
    </a>
  ) : (
    children
  )
}

/** Each content type: how many, drafts waiting, the last edit, with links into the CMS admin. */
export function ContentTable({ overview, adminUrl }: { overview: ContentOverview; adminUrl: string | undefined }) {
  return (
    <StaffTable caption="Content" columns={CONTENT_COLUMNS}>
      {overview.collections.map((collection) => (
        <StaffRow key={collection.slug}>
          <th scope="row" className={rowHeaderCell}>
            <AdminLink adminUrl={adminUrl} path={`/collections/${collection.slug}`}>
              {collection.label}
            </AdminLink>
          </th>
          <td className={numericCell}>{collection.count}</td>
          <td className={numericCell}>{collection.draftsWaiting ?? '—'}</td>
          <td className={cell}>
            {collection.lastEdit ? (
              <>
                <AdminLink adminUrl={adminUrl} path={`/collections/${collection.slug}/${collection.lastEdit.id}`}>
                  {collection.lastEdit.title}
                </AdminLink>
                <span className="text-slate-600"> · {when(collection.lastEdit.updatedAt)}</span>
              </>
            ) : (
              '—'
            )}
          </td>
        </StaffRow>
      ))}
      {overview.globals.map((global) => (
        <StaffRow key={global.slug}>
          <th scope="row" className={rowHeaderCell}>
            <AdminLink adminUrl={adminUrl} path={`/globals/${global.slug}`}>
              {global.label}
            </AdminLink>
          </th>
          <td className={numericCell}>—</td>
          <td className={numericCell}>—</td>
          <td className={`${cell} text-slate-600`}>{when(global.updatedAt)}</td>
        </StaffRow>
      ))}
    </StaffTable>
  )
}

const LEADS_COLUMNS: StaffColumn[] = [
  { header: 'Kind' },
  { header: 'Open', numeric: true },
  { header: 'Not worked yet', numeric: true },
  { header: 'Overdue', numeric: true },
  { header: 'Latest' },
]

const deskLink = (filters: Record<string, string>) => `${paths.admin.leads()}?${new URLSearchParams(filters)}`

/**
 * Leads per kind on the desk: open, not worked yet, overdue follow-ups (standing out, with a link to
 * them), with links into the desk's inbox filtered to each.
 */
export function LeadsTable({ overview }: { overview: DeskOverview }) {
  return (
    <StaffTable
      caption="Leads"
      columns={LEADS_COLUMNS}
      notice={
        overview.overdue > 0 && (
          <p className="border-b border-red-200 bg-red-50 px-3 py-2 text-sm font-semibold text-red-900">
            <a className="underline" href={deskLink({ overdue: 'true' })}>
              {overview.overdue} {overview.overdue === 1 ? 'follow-up is' : 'follow-ups are'} overdue
            </a>
          </p>
        )
      }
    >
      {overview.kinds.map((kind) => (
        <StaffRow key={kind.kind}>
          <th scope="row" className={rowHeaderCell}>
            <a className={tableLink} href={deskLink({ kind: kind.kind, status: 'open' })}>
              {kind.label}
            </a>
          </th>
          <td className={numericCell}>{kind.open}</td>
          <td className={`${numericCell} font-semibold`}>{kind.untouched}</td>
          <td className={numericCell}>
            {kind.overdue > 0 ? (
              <a className="font-semibold text-red-800 underline" href={deskLink({ kind: kind.kind, overdue: 'true' })}>
                {kind.overdue}
              </a>
            ) : (
              0
            )}
          </td>
          <td className={`${cell} text-slate-600`}>{when(kind.latest)}</td>
        </StaffRow>
      ))}
    </StaffTable>
  )
}
