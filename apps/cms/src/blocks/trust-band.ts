import type { Block } from 'payload'

/**
 * The site's trust band: the reasons marketing sets once in Site settings and the average rating of
 * approved reviews (the page's office's when it has one). Nothing to fill in here.
 */
export const TrustBandBlock: Block = {
  slug: 'trustBand',
  labels: { singular: 'Trust band (from Site settings)', plural: 'Trust bands' },
  fields: [],
}
