import { section, sectionHeading } from './section'

const chosenByHand = (_: unknown, siblingData: { choose?: string }) => siblingData?.choose === 'byHand'
const chosenByTags = (_: unknown, siblingData: { choose?: string }) => siblingData?.choose !== 'byHand'

/**
 * Before/after pairs, job photos and case studies: those tagged with a service and/or a location, or
 * the ones marketing picks.
 */
export const ProofBlock = section(
  {
    slug: 'proof',
    labels: { singular: 'Proof (before/after, photos, case studies)', plural: 'Proof sections' },
    fields: [
      sectionHeading('Our work'),
      {
        name: 'choose',
        type: 'radio',
        defaultValue: 'byTags',
        options: [
          { label: 'Those of a service and/or location', value: 'byTags' },
          { label: 'The ones I pick', value: 'byHand' },
        ],
        admin: { layout: 'horizontal', description: 'Which before/after pairs, photos and case studies to show.' },
      },
      {
        type: 'row',
        admin: { condition: chosenByTags },
        fields: [
          {
            name: 'service',
            type: 'relationship',
            relationTo: 'services',
            admin: { width: '50%', description: 'Only this service’s; empty for every service.' },
          },
          {
            name: 'location',
            type: 'relationship',
            relationTo: 'locations',
            admin: { width: '50%', description: 'Only this location’s; empty for every location.' },
          },
        ],
      },
      {
        name: 'pairs',
        type: 'relationship',
        relationTo: 'before-after-pairs',
        hasMany: true,
        maxRows: 6,
        admin: { condition: chosenByHand, description: 'Up to six before/after pairs, in this order.' },
      },
      {
        name: 'photos',
        type: 'relationship',
        relationTo: 'job-photos',
        hasMany: true,
        maxRows: 12,
        admin: { condition: chosenByHand, description: 'Up to twelve job photos, in this order.' },
      },
      {
        name: 'caseStudies',
        type: 'relationship',
        relationTo: 'case-studies',
        hasMany: true,
        maxRows: 3,
        admin: { condition: chosenByHand, description: 'Up to three case studies, in this order.' },
      },
    ],
  },
  {
    pictured: 'A section title above a before picture and an after picture side by side, and a case study card',
    summary: 'heading',
    sketch: (c) =>
      `<rect x="140" y="28" width="200" height="20" rx="4" fill="${c.ink}"/><rect x="32" y="72" width="200" height="130" rx="8" fill="${c.line}"/><rect x="248" y="72" width="200" height="130" rx="8" fill="${c.soft}"/><rect x="44" y="182" width="56" height="12" rx="6" fill="${c.ink}"/><rect x="260" y="182" width="56" height="12" rx="6" fill="${c.brand}"/><rect x="32" y="220" width="416" height="76" rx="8" fill="${c.page}" stroke="${c.line}" stroke-width="2"/><rect x="48" y="236" width="160" height="12" rx="6" fill="${c.ink}"/><rect x="48" y="258" width="360" height="8" rx="4" fill="${c.line}"/><rect x="48" y="274" width="300" height="8" rx="4" fill="${c.line}"/>`,
  },
)
