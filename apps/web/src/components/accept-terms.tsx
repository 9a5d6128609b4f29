import { fieldMessageIn } from '@ecs/shared/schemas'
import { useId } from 'react'
import { useLocale } from '../lib/locale'
import { useMessages } from '../lib/messages'

/** "I accept the … terms": the checkbox a signup needs ticked, with a link to the terms and its error. */
export function AcceptTerms({
  checked,
  onChange,
  error,
  termsHref,
  termsName,
}: {
  checked: boolean
  onChange: (checked: boolean) => void
  error?: string
  termsHref: string
  termsName: string
}) {
  const errorId = `${useId()}-error`
  const words = useMessages().form
  const locale = useLocale()
  return (
    <div>
      <label className="flex items-start gap-3">
        <input
          type="checkbox"
          name="acceptTerms"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-1 h-4 w-4 shrink-0 accent-brand-700"
        />
        <span>
          {words.accept}{' '}
          <a href={termsHref} className="font-semibold text-brand-800 underline">
            {termsName}
          </a>
          .
        </span>
      </label>
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-800">
          {fieldMessageIn(error, locale) ?? error}
        </p>
      ) : null}
    </div>
  )
}
