import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { LOGO_PNG_PATH, TOUCH_ICON_PATH, logoMarkSvg } from '@ecs/shared/brand'

/**
 * Writes the site's brand files from the one drawing of the mark (@ecs/shared/brand): the SVG favicon
 * and the PNGs for touch icons and email clients. Run after changing the mark:
 * `node run-script.mjs src/scripts/write-brand-assets.ts` in apps/cms; a web test fails while the
 * committed files differ from the drawing.
 */
const publicDir = join(dirname(fileURLToPath(import.meta.url)), '../../../web/public')

async function png(path: string, size: number) {
  const file = join(publicDir, path)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(
    file,
    await sharp(Buffer.from(logoMarkSvg(size)))
      .png({ compressionLevel: 9 })
      .toBuffer(),
  )
}

writeFileSync(join(publicDir, 'favicon.svg'), logoMarkSvg(32))
await png(LOGO_PNG_PATH, 192)
await png(TOUCH_ICON_PATH, 180)
