import type { Payload } from 'payload'

/** "Reviews waiting (n)" above the navigation: the moderation queue, one click from every admin page. */
export async function ReviewsWaiting({ payload }: { payload: Payload }) {
  const { totalDocs } = await payload.count({ collection: 'reviews', where: { status: { equals: 'pending' } } })
  const href = `${payload.config.routes.admin}/collections/reviews?where[status][equals]=pending&sort=-date`
  return (
    <a href={href} className="nav__link" style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
      <span>Reviews waiting</span>
      <span
        aria-label={`${totalDocs} waiting`}
        style={{
          minWidth: 24,
          padding: '0 8px',
          borderRadius: 12,
          textAlign: 'center',
          background: totalDocs > 0 ? '#5b21b6' : 'var(--theme-elevation-150)',
          color: totalDocs > 0 ? '#fff' : 'inherit',
        }}
      >
        {totalDocs}
      </span>
    </a>
  )
}
