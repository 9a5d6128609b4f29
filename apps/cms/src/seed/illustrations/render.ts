import sharp from 'sharp'
import type { Illustration } from './types'

/**
 * The illustration as the media library's original: WebP at 1600 x 1000. Flat colors compress well,
 * so a scene is about 12-45 KB; Payload cuts the site's sizes (card, hero...) from it at the focal point.
 */
export async function renderIllustration(illustration: Illustration): Promise<Buffer> {
  return sharp(Buffer.from(illustration.draw())).webp({ quality: 82, effort: 4 }).toBuffer()
}
