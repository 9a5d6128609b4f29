import { s3Storage } from '@payloadcms/storage-s3'
import type { Config, Field, Plugin } from 'payload'
import { env } from '../env'

/** Whether uploads go to object storage rather than this machine's disk. */
export const USES_OBJECT_STORAGE = Boolean(env.S3_BUCKET)

/**
 * The upload collections on S3-compatible object storage when a bucket is configured (env.ts), so a
 * file uploaded through one CMS replica is served by every other; local disk otherwise. Files are
 * still served through Payload (/api/media/file/..., /api/resumes/file/...), so the résumés' access
 * rules hold and the site's addresses do not change. The plugin's fields (where a file sits in the
 * bucket, read by Payload's file route for whoever asks for the file) are always in the schema, so
 * one set of migrations fits both.
 */
const UPLOAD_COLLECTIONS = ['media', 'resumes', 'lead-photos']

const s3 = s3Storage({
  enabled: USES_OBJECT_STORAGE,
  alwaysInsertFields: true,
  bucket: env.S3_BUCKET ?? '',
  collections: Object.fromEntries(UPLOAD_COLLECTIONS.map((slug) => [slug, true])),
  config: {
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
    // Checksums only where S3 requires them: most S3-compatible stores refuse the SDK's newer
    // default (chunked uploads with trailing CRC32 checksums).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  },
})

/** Where the storage plugin keeps a file in the bucket: bookkeeping no one in the admin needs to see. */
export const STORAGE_FIELDS = ['prefix', '_objectKey']

/**
 * The plugin hides its fields on the edit form only: staff would still find them offered as list
 * columns and filters ("Prefix", "_object Key").
 */
function keepStorageFieldsOutOfLists(config: Config): Config {
  const outOfLists = (field: Field): Field =>
    'name' in field && STORAGE_FIELDS.includes(field.name)
      ? ({ ...field, admin: { ...field.admin, disableListColumn: true, disableListFilter: true } } as Field)
      : field
  return {
    ...config,
    collections: config.collections?.map((collection) =>
      UPLOAD_COLLECTIONS.includes(collection.slug)
        ? { ...collection, fields: collection.fields.map(outOfLists) }
        : collection,
    ),
  }
}

export const objectStorage: Plugin = async (config) => keepStorageFieldsOutOfLists(await s3(config))
