import type { Media } from '@ecs/shared/cms'

export type ImageSize = 'thumbnail' | 'card' | 'hero'

export interface ImageSource {
  src: string
  width: number
  height: number
  alt: string
}

/**
 * The CMS stores absolute file URLs on its own origin; the browser reads them from the site's origin
 * (/api/media/file/... is forwarded), so only the path is kept.
 */
function sameOriginPath(url: string): string {
  return new URL(url, 'http://cms.invalid').pathname
}

/** A populated media document's URL and dimensions for one of its generated sizes (falls back to the original). */
export function imageSource(media: Media | number | null | undefined, size: ImageSize): ImageSource | undefined {
  if (!media || typeof media === 'number') return undefined
  const variant = media.sizes?.[size]
  if (variant?.url && variant.width && variant.height) {
    return { src: sameOriginPath(variant.url), width: variant.width, height: variant.height, alt: media.alt }
  }
  if (media.url && media.width && media.height)
    return { src: sameOriginPath(media.url), width: media.width, height: media.height, alt: media.alt }
  return undefined
}
