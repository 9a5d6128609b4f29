import pg from 'pg'

export interface NoticeListener {
  /** Whether notices reach this process now (connected and listening). */
  listening(): boolean
  stop(): Promise<void>
}

/** A lost connection is opened again after this pause. */
const RECONNECT_MS = 1_000

/**
 * Listens on Postgres channels (`LISTEN`) on one connection of its own (LISTEN holds a session), for as
 * long as the process runs, and hands each notice's payload to its channel's handler. After a lost
 * connection it reconnects and calls `onReconnect`, since notices sent while it was away are gone: the
 * caller re-reads what they would have told it.
 */
export function listenForNotices(
  connectionString: string,
  channels: Record<string, (payload: string) => void>,
  { onReconnect, log }: { onReconnect: () => void; log: (message: string) => void },
): NoticeListener {
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
      log(`notice listener lost its connection (${error.message})`)
      void next.end().catch(() => undefined)
      if (client === next) client = undefined
      reconnectLater()
    })
    next.on('notification', (notice) => {
      if (Object.hasOwn(channels, notice.channel)) channels[notice.channel]!(notice.payload ?? '')
    })
    try {
      await next.connect()
      for (const channel of Object.keys(channels)) await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`)
    } catch (error) {
      log(`notice listener could not connect (${(error as Error).message})`)
      void next.end().catch(() => undefined)
      reconnectLater()
      return
    }
    if (stopped) return void (await next.end())
    client = next
    if (connectedBefore) onReconnect()
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
