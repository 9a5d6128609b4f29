/**
 * A JPEG or PNG too large for one send, redrawn as a JPEG no longer than 3,000 px (the CMS stores 2,000
 * px at most, so nothing staff see is lost): a phone's 8 MB JPEG becomes about 1-2 MB. Null when the
 * browser cannot draw it (HEIC, which browsers other than Safari do not decode) or it is still too large.
 */
export async function shrunkPhoto(file: File, maxBytes: number): Promise<Blob | null> {
  const bitmap = await createImageBitmap(file).catch(() => null)
  if (!bitmap) return null
  const scale = Math.min(1, 3000 / Math.max(bitmap.width, bitmap.height))
  const canvas = document.createElement('canvas')
  canvas.width = Math.round(bitmap.width * scale)
  canvas.height = Math.round(bitmap.height * scale)
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height)
  bitmap.close()
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85))
  return blob && blob.size <= maxBytes ? blob : null
}
