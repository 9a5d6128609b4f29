import { section, sectionHeading } from './section'

export const ServiceListBlock = section(
  {
    slug: 'serviceList',
    labels: { singular: 'Service list', plural: 'Service lists' },
    fields: [
      sectionHeading('What we clean'),
      {
        name: 'location',
        type: 'relationship',
        relationTo: 'locations',
        required: true,
        admin: { description: 'The services offered at this location are listed.' },
      },
      {
        name: 'serviceType',
        type: 'select',
        defaultValue: 'all',
        options: [
          { label: 'All services', value: 'all' },
          { label: 'Commercial only', value: 'commercial' },
          { label: 'Residential only', value: 'residential' },
        ],
        admin: { description: 'Narrow the list to one service line.' },
      },
    ],
  },
  {
    pictured: 'A section title above a grid of six service cards, each with a picture and a name',
    summary: 'heading',
    sketch: (c) =>
      `<rect x="140" y="28" width="200" height="20" rx="4" fill="${c.ink}"/>${[0, 1, 2]
        .flatMap((column) => [0, 1].map((row) => [32 + column * 144, 72 + row * 120] as const))
        .map(
          ([x, y]) =>
            `<rect x="${x}" y="${y}" width="128" height="104" rx="8" fill="${c.page}" stroke="${c.line}" stroke-width="2"/><rect x="${x}" y="${y}" width="128" height="60" rx="8" fill="${c.soft}"/><rect x="${x + 12}" y="${y + 74}" width="80" height="10" rx="5" fill="${c.ink}"/>`,
        )
        .join('')}`,
  },
)
