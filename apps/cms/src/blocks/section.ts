import type { Block, TextField } from 'payload'
import { localized } from '../fields/localized'

const SKETCH_COLORS = { page: '#ffffff', brand: '#5b21b6', soft: '#ede9fe', line: '#d4d4d8', ink: '#3f3f46' }

/**
 * A section's picture in the layout picker: a sketch of how the section sits on the page, drawn on a
 * 480 x 320 canvas (the picker's 3:2 tile) in the site's purple. An SVG data URL, since the CMS serves
 * no files of its own.
 */
function sketchImage(shapes: (colors: typeof SKETCH_COLORS) => string, pictured: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 320"><title>${escapeXml(pictured)}</title><rect width="480" height="320" fill="${SKETCH_COLORS.page}"/>${shapes(SKETCH_COLORS)}</svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`)

type SectionLook = {
  /** What the picture shows, the sketch's title (the picker names the button by the section's label). */
  pictured: string
  sketch: (colors: typeof SKETCH_COLORS) => string
  /** The field whose words name a row of this section in the page's list of sections. */
  summary?: string
}

/**
 * A landing page section as the admin shows it: its sketch in the layout picker, and each added row named
 * by its kind and its own words ("Hero: Clean windows, clear views") instead of Payload's "Untitled"
 * name box, which nobody filled in.
 */
export function section(block: Block, { pictured, sketch, summary }: SectionLook): Block {
  const label = typeof block.labels?.singular === 'string' ? block.labels.singular : block.slug
  return {
    ...block,
    admin: {
      ...block.admin,
      disableBlockName: true,
      // The picker's button holds the picture before the section's name: an empty alt leaves the name
      // ("Hero") as the button's accessible name; the sketch's description stays in the SVG's title.
      images: { thumbnail: { url: sketchImage(sketch, pictured), alt: '' } },
      components: {
        ...block.admin?.components,
        Label: { path: '/admin/section-row-label#SectionRowLabel', clientProps: { label, summary } },
      },
    },
  }
}

/** A section's title: in both languages, with the words a new section starts with. */
export function sectionHeading(defaultValue: string, description = 'The section title.'): TextField {
  return localized({ name: 'heading', type: 'text', defaultValue, admin: { description } })
}
