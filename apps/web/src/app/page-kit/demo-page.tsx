import type { ReactNode } from 'react'
import { PageHeader } from '../../components/page-header'
import { Seo } from '../../components/seo'
import type { PageProps } from '../../lib/page-module'
import { usePageContext } from './use-page-context'

/** The frame of the demo pages (the route table's test pages): a heading, what the demo shows, and noindex (route flag). */
export function DemoPage({
  match,
  title,
  intro,
  children,
}: PageProps & { title: string; intro: string; children: ReactNode }) {
  const context = usePageContext(match)
  return (
    <main id="main">
      <Seo match={match} title={`${title} | ${context.company.name}`} description={intro} noindex />
      <PageHeader title={title} intro={intro} />
      <div className="mx-auto max-w-4xl px-4 py-12">{children}</div>
    </main>
  )
}
