import type { RichTextValue } from '../components/rich-text'

interface Node {
  type: string
  tag?: string
  listType?: string
  text?: string
  children?: Node[]
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

function html(node: Node): string {
  const inner = () => (node.children ?? []).map(html).join('')
  switch (node.type) {
    case 'text':
      return escapeHtml(node.text ?? '')
    case 'linebreak':
      return '<br>'
    case 'paragraph':
      return `<p>${inner()}</p>`
    case 'heading':
      return `<h3>${inner()}</h3>`
    case 'list':
      return node.listType === 'number' ? `<ol>${inner()}</ol>` : `<ul>${inner()}</ul>`
    case 'listitem':
      return `<li>${inner()}</li>`
    default:
      return inner()
  }
}

/**
 * Rich text as a small HTML string (paragraphs, headings, lists; links as their text), for where
 * HTML is asked for as data: a JobPosting's description in JSON-LD. Text is escaped; nothing else
 * from the CMS passes through.
 */
export function richTextHtml(value: RichTextValue | null | undefined): string {
  return ((value?.root.children ?? []) as Node[]).map(html).join('')
}
