import type { Media } from '@ecs/shared/cms'
import { imageSource, type ImageSize } from '../lib/media'

/**
 * An image from the CMS with its intrinsic size (no layout shift). Images above the fold pass
 * `priority`; the rest load lazily.
 */
export function CmsImage({
  media,
  size,
  className,
  priority = false,
  decorative = false,
}: {
  media: Media | number | null | undefined
  size: ImageSize
  className?: string
  priority?: boolean
  decorative?: boolean
}) {
  const image = imageSource(media, size)
  if (!image) return null
  return (
    <img
      src={image.src}
      width={image.width}
      height={image.height}
      alt={decorative ? '' : image.alt}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      {...(priority && { fetchPriority: 'high' as const })}
    />
  )
}
