import type { BeforeAfterPair, CaseStudy, JobPhoto } from '@ecs/shared/cms'
import { Suspense } from 'react'
import { useProof, type ProofChoice } from '../api/proof'
import { useMessages } from '../lib/messages'
import { CmsImage } from './cms-image'
import { Section } from './page-header'

/** A pair's picture and a job photo are laid out alike: half a phone's width, about 300 px on a large screen. */
const PICTURE_SIZES = '(min-width: 1024px) 300px, 45vw'
const PICTURE_CLASSES = 'aspect-[3/2] w-full rounded-lg object-cover'

/** Said under drawn proof, so nobody takes it for a photo of a real job. */
function IllustrationNote({ shown }: { shown: boolean | null | undefined }) {
  const said = useMessages().proof
  return shown ? (
    <span className="ml-2 rounded bg-slate-100 px-1.5 py-0.5 text-xs font-medium text-slate-700">
      {said.illustration}
    </span>
  ) : null
}

/**
 * Two labelled pictures side by side: nothing to drag, both seen at once by everyone, each with its own
 * alt text, and the label above each picture read before it.
 */
function PairFigure({ pair }: { pair: BeforeAfterPair }) {
  const said = useMessages().proof
  return (
    <li>
      <figure className="rounded-xl bg-white p-3 shadow-sm ring-1 ring-slate-200">
        <div className="grid grid-cols-2 gap-2">
          {(
            [
              [said.before, pair.before, pair.beforeAlt],
              [said.after, pair.after, pair.afterAlt],
            ] as const
          ).map(([label, media, alt]) => (
            <div key={label}>
              <p className="mb-1 text-xs font-bold uppercase tracking-wider text-slate-700">{label}</p>
              <CmsImage media={media} size="card" sizes={PICTURE_SIZES} alt={alt} className={PICTURE_CLASSES} />
            </div>
          ))}
        </div>
        <figcaption className="mt-3 text-sm text-slate-700">
          {pair.caption}
          <IllustrationNote shown={pair.illustration} />
        </figcaption>
      </figure>
    </li>
  )
}

function PhotoFigure({ photo }: { photo: JobPhoto }) {
  return (
    <li>
      <figure>
        <CmsImage media={photo.photo} size="card" sizes={PICTURE_SIZES} alt={photo.alt} className={PICTURE_CLASSES} />
        {photo.caption || photo.illustration ? (
          <figcaption className="mt-1 text-sm text-slate-700">
            {photo.caption}
            <IllustrationNote shown={photo.illustration} />
          </figcaption>
        ) : null}
      </figure>
    </li>
  )
}

function CaseStudyCard({ study }: { study: CaseStudy }) {
  const said = useMessages().proof
  const parts = [
    [said.problem, study.problem],
    [said.work, study.work],
    [said.result, study.result],
  ] as const
  return (
    <li>
      <article className="flex h-full flex-col rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <div className="flex items-start justify-between gap-4">
          <div>
            <p className="text-xs font-semibold uppercase tracking-wider text-brand-700">
              {study.clientType}
              <IllustrationNote shown={study.illustration} />
            </p>
            <h4 className="mt-1 text-lg font-bold text-slate-900">{study.title}</h4>
          </div>
          {study.logo && study.logoAlt ? (
            <CmsImage media={study.logo} size="thumbnail" sizes="96px" alt={study.logoAlt} className="h-12 w-auto" />
          ) : null}
        </div>
        <dl className="mt-4 space-y-3 text-slate-700">
          {parts.map(([label, text]) => (
            <div key={label}>
              <dt className="font-semibold text-slate-900">{label}</dt>
              <dd className="mt-0.5 leading-relaxed">{text}</dd>
            </div>
          ))}
        </dl>
        {study.quote?.text ? (
          <figure className="mt-4 rounded-lg bg-brand-50 p-4">
            <blockquote className="leading-relaxed text-slate-800">“{study.quote.text}”</blockquote>
            {study.quote.name ? (
              <figcaption className="mt-2 text-sm font-semibold text-slate-900">
                {study.quote.name}
                {study.quote.role ? <span className="font-normal text-slate-700">, {study.quote.role}</span> : null}
              </figcaption>
            ) : null}
          </figure>
        ) : null}
      </article>
    </li>
  )
}

function ProofContent({ choice, title, id }: { choice: ProofChoice; title: string; id: string }) {
  const said = useMessages().proof
  const { pairs, photos, caseStudies } = useProof(choice)
  if (pairs.length + photos.length + caseStudies.length === 0) return null
  return (
    <Section title={title} id={id} tone="muted">
      <div className="space-y-10" data-testid="proof">
        {pairs.length > 0 && (
          <div>
            <h3 className="text-xl font-bold text-slate-900">{said.beforeAndAfter}</h3>
            <ul className="mt-4 grid gap-6 md:grid-cols-2">
              {pairs.map((pair) => (
                <PairFigure key={pair.id} pair={pair} />
              ))}
            </ul>
          </div>
        )}
        {photos.length > 0 && (
          <div>
            <h3 className="text-xl font-bold text-slate-900">{said.fromOurJobs}</h3>
            <ul className="mt-4 grid grid-cols-2 gap-4 lg:grid-cols-4">
              {photos.map((photo) => (
                <PhotoFigure key={photo.id} photo={photo} />
              ))}
            </ul>
          </div>
        )}
        {caseStudies.length > 0 && (
          <div>
            <h3 className="text-xl font-bold text-slate-900">{said.caseStudies}</h3>
            <ul className="mt-4 grid gap-6 lg:grid-cols-3">
              {caseStudies.map((study) => (
                <CaseStudyCard key={study.id} study={study} />
              ))}
            </ul>
          </div>
        )}
      </div>
    </Section>
  )
}

/**
 * Proof of our work where a visitor decides: before/after pairs, job photos and case studies, each group
 * under its own heading; nothing at all when there is none. Pictures load lazily (the section is below
 * the first screen) and need no script. The server renders it; its reads are not in the boot data, so
 * in the browser the section waits in its own boundary, showing the server's HTML, until they arrive,
 * and the rest of the page hydrates without it.
 */
export function ProofSection(props: { choice: ProofChoice; title: string; id: string }) {
  return (
    <Suspense fallback={null}>
      <ProofContent {...props} />
    </Suspense>
  )
}
