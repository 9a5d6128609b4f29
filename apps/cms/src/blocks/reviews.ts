import { section, sectionHeading } from './section'

export const ReviewsBlock = section(
  {
    slug: 'reviews',
    labels: { singular: 'Reviews', plural: 'Reviews' },
    fields: [
      sectionHeading('What customers say'),
      {
        name: 'location',
        type: 'relationship',
        relationTo: 'locations',
        admin: { description: 'Show reviews from this location only; leave empty for the best from everywhere.' },
      },
      {
        name: 'count',
        type: 'number',
        defaultValue: 3,
        min: 1,
        max: 9,
        admin: { description: 'How many approved reviews to show (newest first).' },
      },
    ],
  },
  {
    pictured: 'A section title above three review cards, each with five stars and a few lines of text',
    summary: 'heading',
    sketch: (c) =>
      `<rect x="140" y="32" width="200" height="20" rx="4" fill="${c.ink}"/>${[32, 176, 320]
        .map(
          (x) =>
            `<rect x="${x}" y="80" width="128" height="200" rx="10" fill="${c.soft}"/>${[0, 1, 2, 3, 4]
              .map((star) => `<circle cx="${x + 18 + star * 18}" cy="108" r="6" fill="#f59e0b"/>`)
              .join(
                '',
              )}<rect x="${x + 12}" y="132" width="104" height="8" rx="4" fill="${c.line}"/><rect x="${x + 12}" y="150" width="96" height="8" rx="4" fill="${c.line}"/><rect x="${x + 12}" y="168" width="80" height="8" rx="4" fill="${c.line}"/><rect x="${x + 12}" y="244" width="60" height="10" rx="5" fill="${c.ink}"/>`,
        )
        .join('')}`,
  },
)
