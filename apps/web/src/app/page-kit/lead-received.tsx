import { lazy, Suspense } from 'react'
import { useLocation } from 'react-router-dom'
import { kindOfReference, leadPromise, type LeadKind } from '@ecs/shared/leads'
import { PhoneLink } from '../../components/phone-link'
import { useLocale } from '../../lib/locale'
import { useMessages } from '../../lib/messages'
import { useThankYouEmailed, useThankYouLink, useThankYouRouting } from '../../lib/thank-you-routing'
import type { PageProps } from '../../lib/page-module'
import { usePageContext } from './use-page-context'

/** The photo picker and the visit booking load only for a visitor who has the request's link for them (not with the page). */
const RequestPhotos = lazy(() => import('../../features/request-photos/components/request-photos'))
const EstimateVisitBooking = lazy(() => import('../../features/booking/components/estimate-visit-booking'))

/** The shape of the references the lead endpoints answer (EST-1A2B3C4D). */
const REFERENCE = /^[A-Z]{3}-[0-9A-F]{8}$/

/**
 * After a lead is sent: the reference the lead endpoint answered (so a caller can quote it), who will
 * be in touch and when (the lead's routing, which the form's navigation brought; the location's team
 * "soon" without it), and the phone of the office that serves the visitor (the location's on its
 * pages). The promise is the page's kind's, or the reference's when it names another (a resident
 * signup lands on the location's thank-you page). Then what the request's links allow: booking its
 * estimate visit, adding photos.
 */
export function leadReceived(pageKind: LeadKind) {
  return function LeadReceived({ match }: PageProps) {
    const { search } = useLocation()
    const context = usePageContext(match)
    const words = useMessages().thankYou
    const locale = useLocale()
    const reference = new URLSearchParams(search).get('ref')
    const photoLink = useThankYouLink('photos')
    const bookingLink = useThankYouLink('booking')
    const emailed = useThankYouEmailed()
    const kind = (reference && REFERENCE.test(reference) && kindOfReference(reference)) || pageKind
    const routing = useThankYouRouting() ?? {
      team: context.location?.label ?? null,
      assignee: null,
      withinMinutes: null,
      dueAt: null,
      timeZone: null,
    }
    return (
      <div className="mx-auto max-w-3xl px-4 pb-12">
        <div className="rounded-xl bg-brand-50 p-6 ring-1 ring-brand-100">
          {reference && REFERENCE.test(reference) ? (
            <p className="text-slate-900">
              {words.reference} <strong className="font-mono">{reference}</strong>
            </p>
          ) : null}
          <p className="mt-2 text-slate-800">
            {leadPromise(kind, routing, new Date(), locale)} {words.sooner}{' '}
            <PhoneLink phone={context.phone} className="font-semibold text-brand-800 underline" />.
          </p>
          {emailed !== null && <p className="mt-2 text-slate-800">{emailed ? words.emailed : words.noEmail}</p>}
        </div>
        {bookingLink && (
          <Suspense fallback={null}>
            <EstimateVisitBooking token={bookingLink.token} timeZone={context.location?.timeZone ?? null} />
          </Suspense>
        )}
        {photoLink && (
          <Suspense fallback={null}>
            <RequestPhotos link={photoLink} />
          </Suspense>
        )}
      </div>
    )
  }
}
