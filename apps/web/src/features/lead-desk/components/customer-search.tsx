import { CUSTOMER_SEARCH_LIMIT, type CustomerSummary } from '@ecs/shared/leads'
import { formatUsPhone } from '@ecs/shared/schemas'
import { useDeferredValue, useId, useState, type ReactNode } from 'react'
import { useHydrated } from '../../../lib/use-hydrated'
import { useCustomerSearch } from '../api/customers'
import { customerName } from './customer-history'

/**
 * A search box over the customers (by a name, phone however typed, email or address of any of their
 * leads) and what it found, each with what may be done with it (open it; merge it).
 */
export function CustomerSearch({
  label,
  exclude,
  action,
}: {
  label: string
  exclude?: number
  action: (customer: CustomerSummary) => ReactNode
}) {
  const id = useId()
  // Disabled until hydrated: what staff typed into the server's HTML would be wiped when React adopts it.
  const hydrated = useHydrated()
  const [typed, setTyped] = useState('')
  const q = useDeferredValue(typed)
  const found = useCustomerSearch(q)
  const customers = (found.data ?? []).filter((customer) => customer.id !== exclude)
  const searching = q.trim().length >= 2
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium text-slate-900">
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={typed}
        disabled={!hydrated}
        autoComplete="off"
        placeholder={hydrated ? 'Name, phone, email or address' : 'Getting ready…'}
        onChange={(event) => setTyped(event.target.value)}
        className="block w-full rounded-md border border-slate-400 px-2 py-1.5 text-sm focus:border-brand-700 focus:outline-2 focus:outline-brand-700"
      />
      <div aria-live="polite">
        {searching && found.isError && <p className="text-sm text-red-800">The search failed. Please try again.</p>}
        {searching && found.data && customers.length === 0 && (
          <p className="text-sm text-slate-700">No customer matches “{q.trim()}”.</p>
        )}
        {searching && customers.length > 0 && (
          <ul aria-label="Customers found" className="divide-y divide-slate-200 rounded-md border border-slate-200">
            {customers.map((customer) => (
              <li key={customer.id} className="flex flex-wrap items-center justify-between gap-2 p-2 text-sm">
                <div className="min-w-0">
                  <p className="font-semibold text-slate-900">{customerName(customer)}</p>
                  <p className="break-words text-slate-700">
                    {[customer.phone && formatUsPhone(customer.phone), customer.email, customer.address]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                  <p className="text-slate-700">
                    {customer.leads} {customer.leads === 1 ? 'lead' : 'leads'}
                  </p>
                </div>
                {action(customer)}
              </li>
            ))}
          </ul>
        )}
        {searching && found.data?.length === CUSTOMER_SEARCH_LIMIT && (
          <p className="text-sm text-slate-700">
            The {CUSTOMER_SEARCH_LIMIT} seen most recently: type more of the name, phone, email or address to find
            others.
          </p>
        )}
      </div>
    </div>
  )
}
