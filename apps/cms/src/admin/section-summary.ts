/** The longest start of a section's words a row shows; the rest is cut at a word with an ellipsis. */
const SUMMARY_LENGTH = 60

/** Nodes whose children are blocks of their own (paragraphs, list items), read with a space between. */
const BLOCK_PARENTS = new Set(['root', 'list'])

/** The words of a rich text value in order (a section's text may open with a heading or a list). */
function richTextWords(node: unknown): string {
  if (!node || typeof node !== 'object') return ''
  const { text, children, root, type } = node as { text?: unknown; children?: unknown; root?: unknown; type?: unknown }
  if (typeof text === 'string') return text
  if (root) return richTextWords(root)
  if (!Array.isArray(children)) return ''
  return children.map(richTextWords).join(BLOCK_PARENTS.has(String(type)) ? ' ' : '')
}

/** The start of a section's words (plain text or rich text), on one line, for its row in the admin. */
export function sectionSummary(value: unknown): string {
  const words = (typeof value === 'string' ? value : richTextWords(value)).replace(/\s+/g, ' ').trim()
  if (words.length <= SUMMARY_LENGTH) return words
  // One character more, so a word ending exactly at the limit is kept whole.
  const start = words.slice(0, SUMMARY_LENGTH + 1)
  const lastSpace = start.lastIndexOf(' ')
  const cut = lastSpace > SUMMARY_LENGTH / 2 ? start.slice(0, lastSpace) : words.slice(0, SUMMARY_LENGTH)
  return `${cut.replace(/[\s,.;:–—-]+$/, '')}…`
}
