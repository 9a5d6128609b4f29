import decodeHeic from 'heic-decode'
import sharp from 'sharp'

export type PhotoType = 'image/jpeg' | 'image/png' | 'image/heic'

const JPEG = Buffer.from([0xff, 0xd8, 0xff])
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
/** The brands of an ISO media file that hold HEVC-coded pictures, as phones write them. */
const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1'])

/**
 * What a photo really is, judged by its bytes: a name or a declared type is whatever the sender wrote.
 * HEIC is an ISO media file whose `ftyp` box (at byte 4) names a HEIF brand.
 */
export function sniffPhotoType(bytes: Buffer): PhotoType | null {
  if (bytes.subarray(0, JPEG.length).equals(JPEG)) return 'image/jpeg'
  if (bytes.subarray(0, PNG.length).equals(PNG)) return 'image/png'
  if (bytes.toString('latin1', 4, 8) === 'ftyp' && HEIC_BRANDS.has(bytes.toString('latin1', 8, 12))) return 'image/heic'
  return null
}

/** The longest side of a stored photo: enough for staff to judge a roof or a window, small enough to open on a phone. */
const STORED_PHOTO_LONGEST_SIDE = 2000

/**
 * The photo as it is stored: a JPEG no longer than STORED_PHOTO_LONGEST_SIDE, turned upright as its
 * EXIF orientation says, with no metadata left (sharp writes none unless asked: no GPS position, no
 * camera). sharp's prebuilt libvips does not decode HEIC, so heic-decode turns it into pixels first.
 * Throws when the bytes do not decode as the picture they claim to be.
 */
export async function storedPhoto(bytes: Buffer, type: PhotoType): Promise<Buffer> {
  const source =
    type === 'image/heic'
      ? await decodeHeic({ buffer: bytes }).then(({ width, height, data }) =>
          sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), { raw: { width, height, channels: 4 } }),
        )
      : sharp(bytes, { failOn: 'error' })
  return source
    .rotate()
    .resize({
      width: STORED_PHOTO_LONGEST_SIDE,
      height: STORED_PHOTO_LONGEST_SIDE,
      fit: 'inside',
      withoutEnlargement: true,
    })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer()
}
