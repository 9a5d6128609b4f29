import type { CollectionConfig } from 'payload'
import { isStaff } from '../access/is-staff'
import { nobody } from '../access/nobody'

export const CONVERSION_KINDS = ['qualified', 'won'] as const
export type ConversionKind = (typeof CONVERSION_KINDS)[number]

/**
 * What Google Ads answered: accepted (it took the event for processing, with its request id), refused
 * (it will never take this event as it is: the reason it gave), failed (unreachable or busy: the job
 * tries again).
 */
const UPLOAD_OUTCOMES = ['accepted', 'refused', 'failed'] as const
export type UploadOutcome = (typeof UPLOAD_OUTCOMES)[number]

/**
 * One attempt to send one lead's conversion to Google Ads through the Data Manager API: the log the lead
 * page shows. Written only by the conversion job; the transaction id is the one Google de-duplicates by.
 */
export const AdsConversionUploads: CollectionConfig = {
  slug: 'ads-conversion-uploads',
  labels: { singular: 'Google Ads upload', plural: 'Google Ads uploads' },
  access: { read: isStaff, create: nobody, update: nobody, delete: nobody },
  admin: {
    group: 'Leads',
    useAsTitle: 'transactionId',
    defaultColumns: ['transactionId', 'conversion', 'outcome', 'reason', 'createdAt'],
  },
  defaultSort: '-createdAt',
  fields: [
    { name: 'lead', type: 'relationship', relationTo: 'desk-leads', index: true },
    { name: 'conversion', type: 'select', required: true, options: [...CONVERSION_KINDS] },
    { name: 'transactionId', type: 'text', required: true, maxLength: 64, index: true },
    { name: 'outcome', type: 'select', required: true, options: [...UPLOAD_OUTCOMES] },
    { name: 'requestId', type: 'text', maxLength: 128 },
    { name: 'reason', type: 'text', maxLength: 1000 },
  ],
}
