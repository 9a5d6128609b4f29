import { customerReference, type CustomerSummary } from '@ecs/shared/leads'
import { ProblemError } from '@ecs/shared/http'
import { paths } from '@ecs/shared/routes'
import { formatUsPhone } from '@ecs/shared/schemas'
import { useState } from 'react'
import { useCustomerHistory, useMergeCustomers } from '../api/customers'
import { CustomerHistory, customerName } from './customer-history'
import { CustomerSearch } from './customer-search'
import { openInPage } from './desk-format'

const actionButton =
  'rounded-md border border-brand-700 px-3 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700 disabled:opacity-60'
const confirmButton =
  'rounded-md bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60'

/** Staff pick a second record of the same person and merge it into this one, after saying yes once more. */
function MergeDuplicate({ keep }: { keep: number }) {
  const merge = useMergeCustomers()
  const [chosen, setChosen] = useState<CustomerSummary>()
  const [refusal, setRefusal] = useState<string>()
  const confirm = async () => {
    if (!chosen) return
    setRefusal(undefined)
    try {
      await merge.mutateAsync({ keep, merge: chosen.id })
      setChosen(undefined)
    } catch (failure) {
      setRefusal(failure instanceof ProblemError ? failure.details.detail : 'Please try again.')
    }
  }
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">
        The same person under two records: their leads, quotes, visits, payments and reviews move here, and the merge
        goes on every lead&apos;s timeline. It cannot be undone.
      </p>
      <CustomerSearch
        label="Find the duplicate"
        exclude={keep}
        action={(customer) => (
          <button type="button" className={actionButton} onClick={() => setChosen(customer)}>
            Merge {customerReference(customer.id)} into this customer
          </button>
        )}
      />
      {chosen && (
        <div role="group" aria-label="Confirm the merge" className="space-y-2 rounded-md bg-amber-50 p-3 text-sm">
          <p className="text-slate-900">
            Merge {customerName(chosen)} into {customerReference(keep)}?
          </p>
          <div className="flex flex-wrap gap-2">
            <button type="button" className={confirmButton} disabled={merge.isPending} onClick={confirm}>
              {merge.isPending ? 'Merging…' : `Yes, merge ${customerReference(chosen.id)}`}
            </button>
            <button type="button" className={actionButton} onClick={() => setChosen(undefined)}>
              Cancel
            </button>
          </div>
        </div>
      )}
      {refusal && (
        <p role="alert" className="text-sm font-medium text-red-800">
          {refusal}
        </p>
      )}
    </div>
  )
}

/** A customer's page: who they are, everything they did with us, and merging a duplicate into them. */
export function CustomerView({
  id,
  onBack,
  openLead,
  openCustomer,
}: {
  id: number
  onBack: () => void
  openLead: (id: number) => void
  openCustomer: (id: number) => void
}) {
  const {
    history: { data, isPending, error },
    showMore,
  } = useCustomerHistory(id)
  const back = (
    <button
      type="button"
      onClick={onBack}
      className="text-sm text-brand-800 underline hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      ← Back to the inbox
    </button>
  )
  if (isPending) return <p className="text-sm text-slate-700">Loading the customer…</p>
  if (error) return <p className="text-sm text-red-800">The customer could not be loaded.</p>
  const { customer } = data
  return (
    <div className="space-y-4">
      {back}
      <header className="rounded-lg border border-slate-200 bg-white p-4">
        <h2 className="text-xl font-semibold text-slate-900">{customerName(customer)}</h2>
        <p className="mt-1 break-words text-sm text-slate-900">
          {[customer.phone && formatUsPhone(customer.phone), customer.email, customer.address]
            .filter(Boolean)
            .join(' · ')}
        </p>
        {customer.mergedInto !== null && (
          <p className="mt-2 text-sm font-semibold text-slate-900">
            Merged into{' '}
            <a
              className="text-brand-800 underline"
              href={paths.admin.customer(customer.mergedInto)}
              onClick={openInPage(() => openCustomer(customer.mergedInto!))}
            >
              {customerReference(customer.mergedInto)}
            </a>
            : their history is there.
          </p>
        )}
      </header>
      <div className="grid gap-4 lg:grid-cols-[3fr_2fr]">
        <section aria-labelledby="customer-history" className="rounded-lg border border-slate-200 bg-white p-4">
          <h2 id="customer-history" className="mb-3 text-lg font-semibold text-slate-900">
            History
          </h2>
          <CustomerHistory history={data} openLead={openLead} showMore={showMore} />
        </section>
        {customer.mergedInto === null && (
          <section aria-labelledby="customer-merge" className="rounded-lg border border-slate-200 bg-white p-4">
            <h2 id="customer-merge" className="mb-3 text-lg font-semibold text-slate-900">
              Merge a duplicate
            </h2>
            <MergeDuplicate keep={customer.id} />
          </section>
        )}
      </div>
    </div>
  )
}

/** The lead page's panel: the customer the lead is from and their history, with a link to their page. */
export function CustomerPanel({
  customerId,
  leadId,
  openLead,
  openCustomer,
}: {
  customerId: number
  leadId: number
  openLead: (id: number) => void
  openCustomer: (id: number) => void
}) {
  const {
    history: { data, isPending, error },
    showMore,
  } = useCustomerHistory(customerId)
  if (isPending) return <p className="text-sm text-slate-700">Loading the customer…</p>
  if (error) return <p className="text-sm text-red-800">The customer could not be loaded.</p>
  const leads = data.totals.leads
  const returning = leads > 1
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-900">
        <a
          className="font-semibold text-brand-800 underline"
          href={paths.admin.customer(customerId)}
          onClick={openInPage(() => openCustomer(customerId))}
        >
          {customerName(data.customer)}
        </a>
        {returning ? ` · returning customer, ${leads} leads` : ' · first lead'}
      </p>
      <CustomerHistory history={data} current={leadId} openLead={openLead} showMore={showMore} />
    </div>
  )
}
