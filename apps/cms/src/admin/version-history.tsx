import { Gutter, Pill, SetDocumentStepNav, Table } from '@payloadcms/ui'
import { notFound } from 'next/navigation'
import type { ClientField, CollectionSlug, InitPageResult } from 'payload'
import { COMPANY_TIME_ZONE } from '@ecs/shared/hours'
import { versionHistory } from '../content/version-history'

const SAVED_AT = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: COMPANY_TIME_ZONE,
  timeZoneName: 'short',
})

const textColumn = { name: '', type: 'text' } as ClientField

/**
 * A document's version history naming who saved each state, in place of Payload's list (date, version
 * id and status only). Each date opens the version's comparison view, as in Payload's own list.
 */
export async function VersionHistory({ initPageResult }: { initPageResult: InitPageResult }) {
  const { collectionConfig, docID, permissions, req } = initPageResult
  if (!collectionConfig || docID === undefined || !permissions.collections?.[collectionConfig.slug]?.readVersions)
    notFound()
  const maxPerDoc = typeof collectionConfig.versions === 'object' ? collectionConfig.versions.maxPerDoc : undefined
  const entries = await versionHistory(req, collectionConfig.slug as CollectionSlug, docID, maxPerDoc || 100)
  const base = `${req.payload.config.routes.admin}/collections/${collectionConfig.slug}/${docID}/versions`
  const columns = [
    {
      accessor: 'savedAt',
      active: true,
      field: textColumn,
      Heading: 'Saved',
      renderedCells: entries.map((entry) => (
        <a key={entry.versionId} href={`${base}/${entry.versionId}`}>
          <time dateTime={entry.savedAt}>{SAVED_AT.format(new Date(entry.savedAt))}</time>
        </a>
      )),
    },
    {
      accessor: 'savedBy',
      active: true,
      field: textColumn,
      Heading: 'Changed by',
      renderedCells: entries.map((entry) => (
        <span key={entry.versionId}>
          {entry.savedBy ??
            (entry.beforeAuthorsKept ? 'Before change history was kept' : 'Automatic (setup or import)')}
        </span>
      )),
    },
    {
      accessor: 'status',
      active: true,
      field: textColumn,
      Heading: 'Status',
      renderedCells: entries.map((entry) => (
        <span key={entry.versionId} style={{ display: 'flex', gap: 6 }}>
          <Pill size="small" pillStyle={entry.status === 'published' ? 'success' : 'light'}>
            {entry.status === 'published' ? 'Published' : 'Draft'}
          </Pill>
          {entry.autosave && <Pill size="small">Saved while typing</Pill>}
        </span>
      )),
    },
  ]
  const plural = collectionConfig.labels.plural
  return (
    <>
      <SetDocumentStepNav
        collectionSlug={collectionConfig.slug}
        id={docID}
        pluralLabel={typeof plural === 'string' ? plural : collectionConfig.slug}
        useAsTitle={collectionConfig.admin.useAsTitle}
        view="Versions"
      />
      <main className="versions">
        <Gutter className="versions__wrap">
          {entries.length === 0 ? (
            <p>No saved versions yet.</p>
          ) : (
            <Table columns={columns} data={entries.map((entry) => ({ id: entry.versionId }))} />
          )}
        </Gutter>
      </main>
    </>
  )
}
