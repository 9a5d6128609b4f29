import { commitTransaction, initTransaction, killTransaction, type PayloadRequest } from 'payload'
import { actorOf, appendToTimeline } from './lead-timeline'

/**
 * Adds a staff note to a lead's timeline and marks the lead as worked, in one transaction. Notes are
 * only ever added, so no version check. False when there is no such lead.
 */
export async function addNote(req: PayloadRequest, id: number, text: string): Promise<boolean> {
  const startedHere = await initTransaction(req)
  try {
    const exists = await req.payload.count({ collection: 'desk-leads', where: { id: { equals: id } }, req })
    if (exists.totalDocs === 0) {
      if (startedHere) await killTransaction(req)
      return false
    }
    await appendToTimeline(req, id, { type: 'note', actor: actorOf(req), text })
    await req.payload.update({
      collection: 'desk-leads',
      id,
      data: { lastActivityAt: new Date().toISOString() },
      overrideAccess: true,
      depth: 0,
      req,
    })
    if (startedHere) await commitTransaction(req)
    return true
  } catch (error) {
    if (startedHere) await killTransaction(req)
    throw error
  }
}
