import type { PageModule } from '../../lib/page-module'

function NotFoundPage() {
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-16 text-center">
      <title>Page not found</title>
      <meta name="robots" content="noindex" />
      <h1 className="text-3xl font-bold">We couldn't find that page</h1>
      <p className="mt-4">
        The address may be mistyped, or the page has moved. <a href="/" className="text-brand-700 underline">Go to the home page</a>.
      </p>
    </main>
  )
}

export default NotFoundPage satisfies PageModule['default']
