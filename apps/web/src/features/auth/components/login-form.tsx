import { useId, useState, type FormEvent } from 'react'
import { useHydrated } from '../../../lib/use-hydrated'
import { logIn } from '../api/session'
import { brandButton } from '../../../components/button-styles'

/**
 * The staff sign-in form. On success the browser goes to `next` with a full page load, so the
 * server's staff guard sees the new session cookie.
 */
export function LoginForm({ next }: { next: string }) {
  const id = useId()
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<{ message: string; locked: boolean } | null>(null)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    setPending(true)
    setError(null)
    const result = await logIn(String(form.get('email') ?? ''), String(form.get('password') ?? ''))
    if (result.ok) {
      window.location.assign(next)
      return
    }
    setPending(false)
    setError({ message: result.message, locked: result.locked })
  }

  const input =
    'mt-1 block w-full rounded-md border border-slate-400 px-3 py-2 text-base focus:border-brand-700 focus:outline-2 focus:outline-brand-700'
  const hydrated = useHydrated()
  return (
    <form onSubmit={onSubmit} noValidate={false} aria-describedby={error ? `${id}-error` : undefined}>
      <fieldset disabled={!hydrated} className="min-w-0 space-y-5">
        {error && (
          <div
            id={`${id}-error`}
            role="alert"
            className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900"
          >
            <p className="font-semibold">{error.locked ? 'Sign-in to this account is paused' : 'Sign-in failed'}</p>
            <p>{error.message}</p>
            {error.locked && (
              <p className="mt-1">
                After five failed attempts from one network, signing in to that account from it pauses for 15 minutes.
                Try again later, or ask an administrator to reset your password.
              </p>
            )}
          </div>
        )}
        <div>
          <label htmlFor={`${id}-email`} className="block font-medium">
            Email
          </label>
          <input id={`${id}-email`} name="email" type="email" autoComplete="username" required className={input} />
        </div>
        <div>
          <label htmlFor={`${id}-password`} className="block font-medium">
            Password
          </label>
          <input
            id={`${id}-password`}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            className={input}
          />
        </div>
        <button type="submit" disabled={pending} className={`w-full ${brandButton.medium}`}>
          {pending ? 'Signing in…' : 'Sign in'}
        </button>
      </fieldset>
    </form>
  )
}
