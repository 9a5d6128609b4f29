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
  drafts: {
    autosave: { interval: 1000 },
    // A publish is planned to the quarter hour; Payload's picker offered every 5 minutes.
    schedulePublish: { timeIntervals: 15 },
    // With autosave, Payload's "Create New" stores an empty draft as soon as the form renders (each
    // opening left a "<No Title>" row in the list). A draft checked like a publish is stored only by
    // its first "Save draft", with its title and sections filled; from then on it saves itself as the
    // editor types, skipping a save while a required word is empty.
    validate: true,
  },
  maxPerDoc: 20,
}
