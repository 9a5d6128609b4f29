import { z } from 'zod'

/**
 * The channel the CMS notifies (`pg_notify`) in the transaction that changes content, so the notice
 * goes out when, and only if, the change commits; every site replica listening hears it.
 */
export const CONTENT_CHANGED_CHANNEL = 'content_changed'

/**
 * What a content change notice says: the source that changed (a collection's slug, or `globals/` and a
 * global's slug, as in its REST path), the document (a collection's), and every source whose documents
 * can contain it, each with the smallest read depth at which they do (a service read at depth 1
 * carries its picture, so a picture's notice names `services: 1`).
 */
const contentChangeSchema = z.object({
  source: z.string().min(1),
  id: z.union([z.string(), z.number()]).optional(),
  containedBy: z.record(z.string(), z.number().int().positive()),
})
export type ContentChange = z.infer<typeof contentChangeSchema>

/** The change a notice's text names, or undefined when it names none (then anything may have changed). */
export function parseContentChange(text: string): ContentChange | undefined {
  try {
    return contentChangeSchema.safeParse(JSON.parse(text)).data
  } catch {
    return undefined
  }
}
