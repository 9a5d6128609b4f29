import type { ReactNode } from 'react'
import { SiteLink } from './site-link'
import { useLocationTwin } from '../lib/use-location-twin'

/**
 * Renders Lexical rich text from the CMS as React elements: headings, paragraphs, lists, links, line
 * breaks and bold/italic/underline/code text. Never raw HTML; unknown node types render their
 * children (or nothing), so new editor features degrade instead of breaking a page. Our own renderer
 * instead of @payloadcms/richtext-lexical/react keeps Payload's editor code out of the browser bundle.
 */
interface LexicalNode {
  type: string
  children?: LexicalNode[]
  text?: string
  format?: number | string
  tag?: string
  listType?: string
  fields?: { url?: string; newTab?: boolean; linkType?: string }
  url?: string
  [key: string]: unknown
}

export interface RichTextValue {
  root: { children: unknown[] }
}

const TEXT_BOLD = 1
const TEXT_ITALIC = 2
const TEXT_STRIKETHROUGH = 4
const TEXT_UNDERLINE = 8
const TEXT_CODE = 16

const HEADING_CLASSES: Record<string, string> = {
  h2: 'mt-10 text-2xl font-bold tracking-tight text-slate-900',
  h3: 'mt-8 text-xl font-semibold text-slate-900',
  h4: 'mt-6 text-lg font-semibold text-slate-900',
}

function renderText(node: LexicalNode, key: number): ReactNode {
  let element: ReactNode = node.text ?? ''
  const format = typeof node.format === 'number' ? node.format : 0
  if (format & TEXT_CODE) element = <code className="rounded bg-slate-100 px-1">{element}</code>
  if (format & TEXT_BOLD) element = <strong className="font-semibold text-slate-900">{element}</strong>
  if (format & TEXT_ITALIC) element = <em>{element}</em>
  if (format & TEXT_UNDERLINE) element = <u>{element}</u>
  if (format & TEXT_STRIKETHROUGH) element = <s>{element}</s>
  return <span key={key}>{element}</span>
}

/** Where a site link written in the CMS leads from this page (lib/use-location-twin). */
type SiteHref = (href: string) => string

function renderChildren(nodes: LexicalNode[] | undefined, siteHref: SiteHref): ReactNode[] {
  return (nodes ?? []).map((child, index) => renderNode(child, index, siteHref))
}

function isSafeHref(href: string): boolean {
  return /^(https?:|mailto:|tel:|\/|#)/i.test(href)
}

function renderNode(node: LexicalNode, key: number, siteHref: SiteHref): ReactNode {
  switch (node.type) {
    case 'text':
      return renderText(node, key)
    case 'linebreak':
      return <br key={key} />
    case 'paragraph':
      return <p key={key}>{renderChildren(node.children, siteHref)}</p>
    case 'heading': {
      const tag = node.tag === 'h1' ? 'h2' : (node.tag ?? 'h2')
      const Tag = (['h2', 'h3', 'h4', 'h5', 'h6'].includes(tag) ? tag : 'h2') as 'h2'
      return (
        <Tag key={key} className={HEADING_CLASSES[tag] ?? HEADING_CLASSES.h4}>
          {renderChildren(node.children, siteHref)}
        </Tag>
      )
    }
    case 'list': {
      const ordered = node.listType === 'number' || node.tag === 'ol'
      const Tag = ordered ? 'ol' : 'ul'
      return (
        <Tag key={key} className={ordered ? 'list-decimal space-y-2 pl-6' : 'list-disc space-y-2 pl-6'}>
          {renderChildren(node.children, siteHref)}
        </Tag>
      )
    }
    case 'listitem':
      return <li key={key}>{renderChildren(node.children, siteHref)}</li>
    case 'quote':
      return (
        <blockquote key={key} className="border-l-4 border-brand-600 pl-4 italic">
          {renderChildren(node.children, siteHref)}
        </blockquote>
      )
    case 'link':
    case 'autolink': {
      const href = node.fields?.url ?? node.url ?? ''
      const children = renderChildren(node.children, siteHref)
      if (!isSafeHref(href)) return <span key={key}>{children}</span>
      if (href.startsWith('/')) {
        return (
          <SiteLink
            key={key}
            to={siteHref(href)}
            className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
          >
            {children}
          </SiteLink>
        )
      }
      return (
        <a
          key={key}
          href={href}
          className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
          {...(node.fields?.newTab && { target: '_blank', rel: 'noopener noreferrer' })}
        >
          {children}
        </a>
      )
    }
    case 'horizontalrule':
      return <hr key={key} className="my-8 border-slate-200" />
    default:
      return node.children ? <div key={key}>{renderChildren(node.children, siteHref)}</div> : null
  }
}

/** Site links keep the page's location: `/contact` written in the CMS leads to `/seattle/contact` from Seattle's pages. */
export function RichText({ value, className = '' }: { value: RichTextValue | null | undefined; className?: string }) {
  const siteHref = useLocationTwin()
  if (!value?.root?.children) return null
  return (
    <div className={`space-y-4 leading-relaxed text-slate-700 ${className}`}>
      {renderChildren(value.root.children as LexicalNode[], siteHref)}
    </div>
  )
}
