import { stat } from 'node:fs/promises'
import path from 'node:path'
import { problem, problemResponse } from '@ecs/shared/http'
import type { CollectionConfig } from 'payload'
import { anyone } from '../access/anyone'
import { isContentEditor } from '../access/is-content-editor'
import { meaningfulAlt } from '../fields/alt-text'
import { USES_OBJECT_STORAGE } from '../plugins/object-storage'

const STATIC_DIR = 'media'

/**
 * GET /api/media/file/{name} of a file that is not on the local disk answers 404: Payload's own
 * file route answers a missing file with a 500. Runs before Payload serves the file; a file that exists falls
 * through to it.
 */
async function missingFileAnswer(filename: string): Promise<Response | undefined> {
  const root = path.resolve(STATIC_DIR)
  const file = path.resolve(root, filename)
  const found =
    file.startsWith(root + path.sep) &&
    (await stat(file).then(
      (info) => info.isFile(),
      () => false,
    ))
  return found ? undefined : problemResponse(problem(404, 'There is no such file.'))
}

// Payload's type asks for a Response or nothing; it tells them apart with `instanceof Response`.
const answerMissingFiles = (_req: unknown, { params }: { params: { filename: string } }) =>
  missingFileAnswer(params.filename) as Promise<Response>

export const Media: CollectionConfig = {
  slug: 'media',
  access: { read: anyone, create: isContentEditor, update: isContentEditor, delete: isContentEditor },
  admin: {
    useAsTitle: 'alt',
    // Payload draws an upload's thumbnail in the file name's cell only, and without a column list it
    // shows the first fields, the storage plugin's hidden ones (prefix, object key) among them.
    defaultColumns: ['filename', 'alt', 'filesize', 'width', 'height', 'updatedAt'],
  },
  fields: [
    {
      name: 'alt',
      type: 'text',
      required: true,
      admin: {
        description:
          'What the picture shows, for people who cannot see it (a sentence, e.g. "A technician soft washing the siding of a two-story home").',
      },
      validate: meaningfulAlt,
    },
  ],
  // Every picture on the site is one of these: the seed draws an illustration for each service,
  // industry, location, article and plan (src/seed/illustrations); marketing replaces any with a photo.
  upload: {
    staticDir: STATIC_DIR,
    // On object storage the plugin's own handler answers a missing file with 404.
    handlers: USES_OBJECT_STORAGE ? [] : [answerMissingFiles],
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/avif'],
    imageSizes: [
      {
        name: 'thumbnail',
        width: 400,
        height: 300,
        position: 'centre',
        formatOptions: { format: 'webp', options: { quality: 75 } },
      },
      {
        name: 'card',
        width: 768,
        height: 512,
        position: 'centre',
        formatOptions: { format: 'webp', options: { quality: 75 } },
      },
      {
        name: 'hero',
        width: 1600,
        height: 800,
        position: 'centre',
        formatOptions: { format: 'webp', options: { quality: 72 } },
      },
      // The hero for phones and half-width layouts: the same crop, so the browser can pick either.
      {
        name: 'heroSmall',
        width: 800,
        height: 400,
        position: 'centre',
        formatOptions: { format: 'webp', options: { quality: 72 } },
      },
    ],
    adminThumbnail: 'thumbnail',
    focalPoint: true,
  },
}
