import { checkoutSessionIdSchema } from '@ecs/shared/payments'
import { paths } from '@ecs/shared/routes'
import { formatCents } from '@ecs/shared/schemas'
import type { ReactNode } from 'react'
import { useLocation } from 'react-router-dom'
import { SiteLink } from '../../../components/site-link'
import { formatDay } from '../../../lib/format'
import { useLocale } from '../../../lib/locale'
import { useMessages } from '../../../lib/messages'
import { useCheckoutStatus } from '../api/checkout'

const panel = 'rounded-xl bg-brand-50 p-6 ring-1 ring-brand-100'
const link = 'font-semibold text-brand-800 underline'

function SessionStatus({ sessionId, phoneLink }: { sessionId: string; phoneLink: ReactNode }) {
  const { data, isError } = useCheckoutStatus(sessionId)
  const said = useMessages().payment.received
  const locale = useLocale()
  if (data?.status === 'received')
    return (
      <div role="status" className={panel}>
        <p className="text-lg font-semibold text-slate-900">{said.paid(formatCents(data.amountCents))}</p>
        <p className="mt-2 text-slate-800">{said.paidOn(formatDay(data.receivedOn, locale))}</p>
      </div>
    )
  return (
    <div role="status" className={panel}>
      <p className="text-lg font-semibold text-slate-900">{said.confirming}</p>
      <p className="mt-2 text-slate-800">
        {isError ? said.notChecked : said.updating} {said.recorded} {phoneLink}.
      </p>
    </div>
  )
}

/**
 * Where Stripe returns a customer who paid (`?session_id=`). It only reports what our ledger holds, which
 * Stripe's signed webhook wrote: "received" once recorded, "being confirmed" until then. Nothing here
 * records anything: a return address can be typed by anyone.
 */
export function PaymentStatus({ phoneLink }: { phoneLink: ReactNode }) {
  const { search } = useLocation()
  const said = useMessages().payment.received
  const sessionId = checkoutSessionIdSchema.safeParse(new URLSearchParams(search).get('session_id'))
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      {sessionId.success ? (
        <SessionStatus sessionId={sessionId.data} phoneLink={phoneLink} />
      ) : (
        <div className={panel}>
          <p className="text-slate-800">
            {said.nothingToConfirm}{' '}
            <SiteLink to={paths.payment()} className={link}>
              {said.makePayment}
            </SiteLink>
            {said.orCall} {phoneLink}.
          </p>
        </div>
      )}
    </div>
  )
}
