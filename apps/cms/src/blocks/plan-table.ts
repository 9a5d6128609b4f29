import { section, sectionHeading } from './section'
import { localized } from '../fields/localized'

export const PlanTableBlock = section(
  {
    slug: 'planTable',
    labels: { singular: 'Plan table', plural: 'Plan tables' },
    fields: [
      sectionHeading('Seasonal protection plans'),
      localized({
        name: 'text',
        type: 'textarea',
        admin: { description: 'A sentence above the plans; prices come from the Plans collection.' },
      }),
    ],
  },
  {
    pictured:
      'A section title above three plan columns side by side, the middle one highlighted, each with a price and a button',
    summary: 'heading',
    sketch: (c) =>
      `<rect x="140" y="24" width="200" height="20" rx="4" fill="${c.ink}"/>${[32, 176, 320]
        .map(
          (x, index) =>
            `<rect x="${x}" y="64" width="128" height="232" rx="10" fill="${index === 1 ? c.soft : c.page}" stroke="${index === 1 ? c.brand : c.line}" stroke-width="2"/><rect x="${x + 16}" y="88" width="64" height="10" rx="5" fill="${c.ink}"/><rect x="${x + 16}" y="112" width="80" height="24" rx="4" fill="${c.brand}"/>${[
              156, 176, 196,
            ]
              .map((y) => `<rect x="${x + 16}" y="${y}" width="96" height="8" rx="4" fill="${c.line}"/>`)
              .join('')}<rect x="${x + 16}" y="244" width="96" height="28" rx="14" fill="${c.brand}"/>`,
        )
        .join('')}`,
  },
)
