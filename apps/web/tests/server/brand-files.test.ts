import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { LOGO_PNG_PATH, TOUCH_ICON_PATH, logoMarkSvg } from '@ecs/shared/brand'
import { describe, expect, it } from 'vitest'

const publicDir = join(import.meta.dirname, '../../public')

/** Width and height from a PNG's IHDR chunk. */
function pngSize(file: Buffer): [number, number] {
  expect(file.subarray(1, 4).toString('latin1')).toBe('PNG')
  return [file.readUInt32BE(16), file.readUInt32BE(20)]
}

describe('the brand files the site serves', () => {
  it('are drawn from the one mark (rerun apps/cms/src/scripts/write-brand-assets.ts after changing it)', () => {
    expect(readFileSync(join(publicDir, 'favicon.svg'), 'utf8')).toBe(logoMarkSvg(32))
    expect(pngSize(readFileSync(join(publicDir, LOGO_PNG_PATH)))).toEqual([192, 192])
    expect(pngSize(readFileSync(join(publicDir, TOUCH_ICON_PATH)))).toEqual([180, 180])
  })
})
