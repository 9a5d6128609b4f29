import { useLocation } from 'react-router-dom'
import { LoginForm, mayOpenStaffPage, nextPathFrom, SignOutButton, useCurrentUser } from '../../features/auth'
import type { PageModule } from '../../lib/page-module'
import { brandButton } from '../../components/button-styles'

/**
 * Staff sign-in, the gate in front of every staff page: the staff's CMS accounts, through the site's /api forward.
 * After signing in the browser returns to the page asked for (`?next=`, same-site paths only).
 */
function LoginPage() {
  const { search } = useLocation()
  const next = nextPathFrom(search)
  const { data: user } = useCurrentUser()
  return (
    <main id="main" className="mx-auto max-w-md px-4 py-16">
      <title>Staff sign-in | Clearview Exterior Cleaning</title>
      <meta name="robots" content="noindex" />
      <h1 className="text-3xl font-bold text-slate-900">Staff sign-in</h1>
      {user ? (
        <div className="mt-6 space-y-4">
          <p>
            You are signed in as <strong>{user.email}</strong>.
          </p>
          {mayOpenStaffPage(user, next) ? (
            <a href={next} className={`inline-block ${brandButton.medium}`}>
              Continue to {next}
            </a>
          ) : (
            <p>This account does not have the role {next} needs. Sign out to use another account.</p>
          )}
          <SignOutButton />
        </div>
      ) : (
        <>
          <p className="mt-2 text-slate-700">For Clearview staff: the dashboards, leads and payments.</p>
          <div className="mt-8">
            <LoginForm next={next} />
          </div>
        </>
      )}
    </main>
  )
}

export default LoginPage satisfies PageModule['default']
