import type { LeadPhoto } from '@ecs/shared/api'

/** The photos the visitor sent: thumbnails, each opening the full photo (staff-only files, through the CMS). */
export function LeadPhotos({ photos }: { photos: LeadPhoto[] }) {
  return (
    <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
      {photos.map((photo, index) => {
        const label = `Photo ${index + 1} of ${photos.length}${photo.originalName ? `, ${photo.originalName}` : ''}`
        return (
          <li key={photo.id}>
            <a
              href={photo.url}
              target="_blank"
              rel="noopener"
              className="block overflow-hidden rounded-md border border-slate-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              <img
                src={photo.thumbnailUrl}
                alt={label}
                loading="lazy"
                className="aspect-square w-full bg-slate-100 object-cover"
              />
            </a>
          </li>
        )
      })}
    </ul>
  )
}
