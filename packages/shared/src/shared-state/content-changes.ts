import pg from 'pg'
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

export interface ContentChangeListener {
  /** Whether notices reach this process now (connected and listening). */
  listening(): boolean
  stop(): Promise<void>
}

/** A lost connection is opened again after this pause; the site re-reads content on reconnecting. */
const RECONNECT_MS = 1_000

/**
 * Listens for content changes on a connection of its own (LISTEN holds a session), for as long as the
 * process runs. After a lost connection it reconnects and calls `onChange` once without a change
 * (anything may have changed), since notices sent while it was away are gone.
 */
export function listenForContentChanges(
  connectionString: string,
  onChange: (change: ContentChange | undefined) => void,
  log: (message: string) => void,
): ContentChangeListener {
  let client: pg.Client | undefined
  let stopped = false
  let timer: NodeJS.Timeout | undefined
  let connectedBefore = false

  const reconnectLater = () => {
    if (stopped || timer) return
    timer = setTimeout(() => {
      timer = undefined
      void connect()
    }, RECONNECT_MS)
    timer.unref()
  }

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString })
    next.on('error', (error) => {
      log(`content change listener lost its connection (${error.message})`)
      void next.end().catch(() => undefined)
      if (client === next) client = undefined
      reconnectLater()
    })
    next.on('notification', (notice) => {
      if (notice.channel === CONTENT_CHANGED_CHANNEL) onChange(parseContentChange(notice.payload ?? ''))
    })
    try {
      await next.connect()
      await next.query(`LISTEN ${CONTENT_CHANGED_CHANNEL}`)
    } catch (error) {
      log(`content change listener could not connect (${(error as Error).message})`)
      void next.end().catch(() => undefined)
      reconnectLater()
      return
    }
    if (stopped) return void (await next.end())
    client = next
    if (connectedBefore) onChange(undefined)
    connectedBefore = true
  }

  void connect()
  return {
    listening: () => client !== undefined,
    async stop() {
      stopped = true
      clearTimeout(timer)
      await client?.end().catch(() => undefined)
    },
  }
}
