import { section, sectionHeading } from './section'
import { localized } from '../fields/localized'

export const EstimateFormBlock = section(
  {
    slug: 'estimateForm',
    labels: { singular: 'Estimate form', plural: 'Estimate forms' },
    fields: [
      sectionHeading('Get your free estimate', 'The section title above the estimate wizard.'),
      localized({
        name: 'text',
        type: 'textarea',
        admin: { description: 'A sentence of encouragement; leads from this page carry it as their source page.' },
      }),
      {
        name: 'serviceType',
        type: 'select',
        options: [
          { label: 'Let the visitor choose', value: 'any' },
          { label: 'Commercial', value: 'commercial' },
          { label: 'Residential', value: 'residential' },
        ],
        defaultValue: 'any',
        admin: { description: 'Preset the wizard’s first question for a campaign aimed at one kind of customer.' },
      },
    ],
  },
  {
    pictured: 'A section title above a form: a row of choices, two text boxes and a send button',
    summary: 'heading',
    sketch: (c) =>
      `<rect x="96" y="28" width="288" height="264" rx="12" fill="${c.soft}"/><rect x="128" y="52" width="180" height="20" rx="4" fill="${c.ink}"/>${[
        128, 220, 312,
      ]
        .map(
          (x) =>
            `<rect x="${x}" y="92" width="80" height="44" rx="8" fill="${c.page}" stroke="${c.brand}" stroke-width="2"/>`,
        )
        .join('')}${[156, 196]
        .map(
          (y) =>
            `<rect x="128" y="${y}" width="224" height="28" rx="6" fill="${c.page}" stroke="${c.line}" stroke-width="2"/>`,
        )
        .join('')}<rect x="128" y="244" width="140" height="32" rx="16" fill="${c.brand}"/>`,
  },
)
