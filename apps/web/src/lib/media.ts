import type { Media } from '@ecs/shared/cms'

/** The sizes the CMS cuts from every picture (apps/cms/src/collections/media.ts). */
export type ImageSize = 'thumbnail' | 'card' | 'hero'

/** Narrower cuts of the same crop, offered to the browser beside the size itself. */
const ALTERNATES: Partial<Record<ImageSize, readonly (keyof NonNullable<Media['sizes']>)[]>> = {
  hero: ['heroSmall'],
}

export interface ImageSource {
  src: string
  width: number
  height: number
  alt: string
  /** `url 800w, url 1600w` when the CMS has narrower cuts of the same crop. */
  srcSet?: string
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
    const candidates = [...(ALTERNATES[size] ?? []).map((name) => media.sizes?.[name]), variant].filter(
      (candidate) => candidate?.url && candidate.width,
    )
    return {
      // The size itself is the src (and what link previews use); the browser picks from srcSet by `sizes`.
      src: sameOriginPath(variant.url),
      width: variant.width,
      height: variant.height,
      alt: media.alt,
      ...(candidates.length > 1 && {
        srcSet: candidates.map((candidate) => `${sameOriginPath(candidate!.url!)} ${candidate!.width}w`).join(', '),
      }),
    }
  }
  if (media.url && media.width && media.height)
    return { src: sameOriginPath(media.url), width: media.width, height: media.height, alt: media.alt }
  return undefined
}
