import type { CollectionConfig, FieldHook, Plugin, RelationshipField } from 'payload'
import { isTeamMemberField } from '../access/is-team-member-field'

/**
 * The account of whoever saved this state. A change without a signed-in person (a scheduled publish, the
 * seed) keeps the last person's name: the publish of a scheduled draft is that person's work.
 */
const recordWhoSaved: FieldHook = ({ req, value, originalDoc }) =>
  req.user?.collection === 'users' ? req.user.id : (value ?? originalDoc?.updatedBy ?? null)

const updatedByField: RelationshipField = {
  name: 'updatedBy',
  label: 'Last changed by',
  type: 'relationship',
  relationTo: 'users',
  // The team's bookkeeping: visitors never learn who wrote a page. Set by the save, never by a form.
  access: { read: isTeamMemberField, create: () => false, update: () => false },
  admin: { hidden: true, disableListFilter: true },
  hooks: { beforeChange: [recordWhoSaved] },
}

/**
 * Payload's versions keep every saved state of a document but not who saved it: each collection with
 * versions gets a hidden `updatedBy`, stored with every version, and a version history that names the
 * person beside each date (admin/version-history.tsx).
 */
export const versionAuthors: Plugin = (config) => ({
  ...config,
  collections: config.collections?.map((collection): CollectionConfig =>
    collection.versions
      ? {
          ...collection,
          fields: [...collection.fields, updatedByField],
          admin: {
            ...collection.admin,
            components: {
              ...collection.admin?.components,
              views: {
                ...collection.admin?.components?.views,
                // Payload's own views for the rest: none of our collections replaces a document view.
                edit: { versions: { Component: '/admin/version-history#VersionHistory' } },
              },
            },
          },
        }
      : collection,
  ),
})
