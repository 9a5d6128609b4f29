import type { Media } from '@ecs/shared/cms'
import { imageSource, type ImageSize } from '../lib/media'

/**
 * An image from the CMS with its intrinsic size (no layout shift) and, where the CMS cut narrower
 * versions, a srcset with `sizes` (how wide it is shown) so phones fetch the small one. The page's main
 * picture passes `priority` (fetched first, never lazy); the rest load lazily. `decorative` pictures
 * (a card's, whose heading already names the subject) get an empty alt; `alt` says what the picture
 * shows where it is used, over the media document's own.
 */
export function CmsImage({
  media,
  size,
  sizes,
  className,
  priority = false,
  decorative = false,
  alt,
}: {
  media: Media | number | null | undefined
  size: ImageSize
  /** The `sizes` attribute: the width the picture is shown at, e.g. "(min-width: 1024px) 40vw, 100vw". */
  sizes?: string
  className?: string
  priority?: boolean
  decorative?: boolean
  alt?: string
}) {
  const image = imageSource(media, size)
  if (!image) return null
  return (
    <img
      src={image.src}
      {...(image.srcSet && { srcSet: image.srcSet, sizes: sizes ?? '100vw' })}
      width={image.width}
      height={image.height}
      alt={decorative ? '' : (alt ?? image.alt)}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? undefined : 'async'}
      {...(priority && { fetchPriority: 'high' as const })}
    />
  )
}
