import type { WindowView } from '@ecs/shared/booking'
import { ProblemError } from '@ecs/shared/http'
import { useId, useState, type FormEvent } from 'react'
import { useMessages } from '../lib/messages'
import { brandButton, outlineButton } from './button-styles'

const dayOf = (window: WindowView) => window.label.split(', ').slice(0, 2).join(', ')
const timeOf = (window: WindowView) => window.label.split(', ').slice(2).join(', ')

/**
 * The free windows grouped by day, one radio each, and the button that books the one chosen. With
 * `pageDays`, that many days show at first and more on request (a staff page lists four weeks). A
 * refused booking is said by `refusal` (the server's own words without it).
 */
export function WindowPicker({
  windows,
  action,
  pending,
  onChoose,
  pageDays,
  refusal,
}: {
  windows: WindowView[]
  action: string
  pending: boolean
  onChoose: (startsAt: string) => Promise<unknown>
  pageDays?: number
  refusal?: (failure: unknown) => string
}) {
  const words = useMessages().windowPicker
  const [choice, setChoice] = useState('')
  // A window no longer offered (just taken, the list read again) is no longer the choice.
  const chosen = windows.some((window) => window.startsAt === choice) ? choice : ''
  const [daysShown, setDaysShown] = useState(pageDays ?? Infinity)
  const [error, setError] = useState<string>()
  const id = useId()
  const allDays = [...new Set(windows.map(dayOf))]
  const days = allDays.slice(0, daysShown)
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (!chosen) return setError(words.chooseOne)
    setError(undefined)
    try {
      await onChoose(chosen)
      setChoice('')
    } catch (failure) {
      setError(refusal ? refusal(failure) : failure instanceof ProblemError ? failure.details.detail : words.notReached)
    }
  }
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {days.map((day) => (
        <fieldset key={day}>
          <legend className="font-semibold text-slate-900">{day}</legend>
          <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
            {windows
              .filter((window) => dayOf(window) === day)
              .map((window) => (
                <label
                  key={window.startsAt}
                  className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-slate-900 ring-1 ring-slate-300 has-[:checked]:bg-brand-50 has-[:checked]:ring-2 has-[:checked]:ring-brand-700"
                >
                  <input
                    type="radio"
                    name={`${id}-window`}
                    value={window.startsAt}
                    checked={chosen === window.startsAt}
                    onChange={() => setChoice(window.startsAt)}
                    aria-describedby={error ? `${id}-error` : undefined}
                  />
                  {timeOf(window)}
                </label>
              ))}
          </div>
        </fieldset>
      ))}
      {days.length < allDays.length && (
        <button
          type="button"
          className={outlineButton}
          onClick={() => setDaysShown((shown) => shown + (pageDays ?? allDays.length))}
        >
          {words.showMore}
        </button>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-800">
          {error}
        </p>
      )}
      <button type="submit" className={`${brandButton.medium} w-full sm:w-auto`} disabled={pending}>
        {action}
      </button>
    </form>
  )
}
