import type { CollectionConfig } from 'payload'

/**
 * Versions of the site's content: drafts (seen by editors and in preview, never by visitors) and up to
 * 20 versions kept per document. Drafts save themselves a second after the editor stops typing, and
 * each save renders the live preview again (server/preview.ts in the site), so the page beside the
 * form follows the typing. Publish and unpublish can be scheduled ("Schedule publish" beside the
 * publish button): a job in the queue the CMS runs every second (src/tasks), whose publish tells the
 * site like any other save, so the page changes within seconds of the time marketing chose.
 */
export const contentVersions: CollectionConfig['versions'] = {
  // A publish is planned to the quarter hour; Payload's picker offered every 5 minutes.
  drafts: { autosave: { interval: 1000 }, schedulePublish: { timeIntervals: 15 } },
  maxPerDoc: 20,
}
