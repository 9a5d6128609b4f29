import { paths } from '@ecs/shared/routes'
import { useState } from 'react'
import { logOut } from '../api/session'

/** Ends the staff session (the CMS clears the cookie) and returns to the sign-in page. */
export function SignOutButton({ className = '' }: { className?: string }) {
  const [pending, setPending] = useState(false)
  return (
    <button
      type="button"
      disabled={pending}
      onClick={async () => {
        setPending(true)
        await logOut()
        window.location.assign(paths.login())
      }}
      className={`rounded-md border border-brand-700 px-3 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60 ${className}`}
    >
      {pending ? 'Signing out…' : 'Sign out'}
    </button>
  )
}
