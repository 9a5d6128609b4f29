import type { Review } from '@ecs/shared/cms'
import { useId, useState } from 'react'
import { ReviewCard } from '../../components/cards'
import { useMessages } from '../../lib/messages'

const ORDERS = {
  best: (a: Review, b: Review) => b.rating - a.rating || byNewest(a, b),
  newest: (a: Review, b: Review) => byNewest(a, b),
  lowest: (a: Review, b: Review) => a.rating - b.rating || byNewest(a, b),
} as const

type Order = keyof typeof ORDERS

/** ISO dates sort as plain strings (localeCompare would load the browser's collation data for nothing). */
function byNewest(a: Review, b: Review): number {
  return a.date === b.date ? 0 : a.date < b.date ? 1 : -1
}

/**
 * A location's reviews, best and most recent first as the server renders them, re-sorted in the browser
 * when the visitor chooses another order (the critical ones are one choice away).
 */
export function SortedReviews({ reviews }: { reviews: Review[] }) {
  const [order, setOrder] = useState<Order>('best')
  const selectId = useId()
  const said = useMessages().locationReviews
  const sorted = [...reviews].sort(ORDERS[order])
  return (
    <>
      <div className="mb-6 flex items-center gap-3">
        <label htmlFor={selectId} className="text-sm font-medium text-slate-700">
          {said.sortBy}
        </label>
        <select
          id={selectId}
          value={order}
          onChange={(event) => setOrder(event.target.value as Order)}
          className="rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900"
        >
          {(Object.keys(ORDERS) as Order[]).map((value) => (
            <option key={value} value={value}>
              {said.orders[value]}
            </option>
          ))}
        </select>
      </div>
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {sorted.map((review) => (
          <ReviewCard key={review.id} review={review} />
        ))}
      </ul>
    </>
  )
}
