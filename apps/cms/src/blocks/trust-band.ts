import { section } from './section'

/**
 * The site's trust band: the reasons marketing sets once in Site settings and the average rating of
 * approved reviews (the page's office's when it has one). Nothing to fill in here.
 */
export const TrustBandBlock = section(
  {
    slug: 'trustBand',
    labels: { singular: 'Trust band (from Site settings)', plural: 'Trust bands' },
    fields: [],
  },
  {
    pictured: 'A coloured band with the star rating on the left and three short reasons with ticks',
    sketch: (c) =>
      `<rect x="0" y="104" width="480" height="112" fill="${c.brand}"/>${[0, 1, 2, 3, 4]
        .map((star) => `<circle cx="${44 + star * 20}" cy="146" r="7" fill="#fde68a"/>`)
        .join('')}<rect x="36" y="166" width="92" height="10" rx="5" fill="${c.soft}"/>${[176, 276, 376]
        .map(
          (x) =>
            `<circle cx="${x}" cy="160" r="12" fill="${c.soft}"/><path d="M${x - 6} 160 l4 5 l8 -10" stroke="${c.brand}" stroke-width="3" fill="none"/><rect x="${x + 20}" y="155" width="60" height="10" rx="5" fill="${c.soft}"/>`,
        )
        .join('')}`,
  },
)
