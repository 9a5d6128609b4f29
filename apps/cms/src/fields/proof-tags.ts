import type { RelationshipField } from 'payload'

/**
 * Where a piece of proof is shown: the pages of the services and locations it is tagged with (a service
 * page shows its service's proof, the location's first; a location's home shows the location's). A
 * landing page's Proof section chooses by the same tags or by hand.
 */
export const proofTags: RelationshipField[] = [
  {
    name: 'services',
    type: 'relationship',
    relationTo: 'services',
    hasMany: true,
    index: true,
    admin: { position: 'sidebar', description: 'Shown on these services’ pages.' },
  },
  {
    name: 'locations',
    type: 'relationship',
    relationTo: 'locations',
    hasMany: true,
    index: true,
    admin: {
      position: 'sidebar',
      description: 'Where the job was: shown on these locations’ home pages, and first on their service pages.',
    },
  },
]
