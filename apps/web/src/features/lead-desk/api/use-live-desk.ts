import type { LeadPage } from '@ecs/shared/api'
import { DESK_EVENTS_PATH, parseDeskChange } from '@ecs/shared/leads'
import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'
import { apiQuery, queriesOf } from '../../../lib/api-query'
import { useHydrated } from '../../../lib/use-hydrated'
import { kindLabel } from '../components/desk-format'

/** What the browser lets the desk do about desktop alerts. */
type AlertPermission = NotificationPermission | 'unsupported'

export interface LiveDesk {
  /** Whether the stream is open (false while it reconnects). */
  connected: boolean
  /** New leads heard while the staff member was not looking at this tab; the tab's title counts them. */
  unseen: number
  /** The lead heard last, for the page's status line. */
  latest: LeadPage | undefined
  alerts: AlertPermission
  /** Asks the browser for desktop alerts: only ever from the staff member's own click. */
  askForAlerts(): void
}

const alertPermission = (): AlertPermission =>
  typeof Notification === 'undefined' ? 'unsupported' : Notification.permission

const inbox = (client: QueryClient) => client.invalidateQueries({ predicate: queriesOf('deskInbox') })

/** Away: the tab is hidden or another window has the focus. */
const isAway = () => document.hidden || !document.hasFocus()

/** The newest leads (the unfiltered inbox's first page), for what came while the stream was down. */
const newestLeads = (client: QueryClient) =>
  client.fetchQuery({ ...apiQuery('deskInbox', { query: {} }), staleTime: 0 })

/**
 * The desk kept up to date by the site's stream of lead changes (Server-Sent Events; the browser's
 * EventSource reconnects by itself). A change re-reads the inbox's pages and the changed lead's page;
 * a new lead is counted while the tab is not looked at and, with the browser's permission, named with
 * its location in a desktop alert. Every (re)connection's `ready` after the first, and a `resync`
 * (the server's own listener reconnected), re-read everything shown, and leads newer than the newest
 * heard are announced: nothing is missed across a lost stream or a site restart.
 */
export function useLiveDesk(openLead: (id: number) => void): LiveDesk {
  const client = useQueryClient()
  const [connected, setConnected] = useState(false)
  const [unseen, setUnseen] = useState(0)
  const [latest, setLatest] = useState<LeadPage>()
  // What the browser says, read once hydrated (the server knows nothing of it), then the staff member's answer.
  const hydrated = useHydrated()
  const [answered, setAnswered] = useState<AlertPermission>()
  const alerts = hydrated ? (answered ?? alertPermission()) : 'unsupported'
  const openRef = useRef(openLead)
  useEffect(() => {
    openRef.current = openLead
  })

  useEffect(() => {
    const seen = () => {
      if (!isAway()) setUnseen(0)
    }
    window.addEventListener('focus', seen)
    document.addEventListener('visibilitychange', seen)
    return () => {
      window.removeEventListener('focus', seen)
      document.removeEventListener('visibilitychange', seen)
    }
  }, [])

  useEffect(() => {
    let newestHeard = 0
    let readyBefore = false
    let closed = false

    const announce = async (id: number) => {
      const away = isAway()
      if (away) setUnseen((count) => count + 1)
      const page = await client.fetchQuery(apiQuery('deskLead', { params: { id } })).catch(() => undefined)
      if (!page || closed) return
      setLatest(page)
      if (!away || alertPermission() !== 'granted') return
      const alert = new Notification(`New lead: ${page.lead.name || page.lead.reference}`, {
        body: `${kindLabel(page.lead.kind)} · ${page.lead.locationLabel ?? 'No location'}`,
        tag: `lead-${id}`,
      })
      alert.onclick = () => {
        window.focus()
        openRef.current(id)
        alert.close()
      }
    }

    /**
     * Notes the newest lead there is; after a lost stream also re-reads what the desk shows and
     * announces the leads filed since the newest one heard.
     */
    const catchUp = async (missed: boolean) => {
      if (missed) {
        void inbox(client)
        void client.invalidateQueries({ predicate: queriesOf('deskLead') })
      }
      const newest = await newestLeads(client).catch(() => undefined)
      if (!newest || closed) return
      const fresh = newest.docs.filter((lead) => lead.id > newestHeard)
      newestHeard = Math.max(newestHeard, ...newest.docs.map((lead) => lead.id))
      if (missed) for (const lead of fresh.reverse()) void announce(lead.id)
    }

    const source = new EventSource(DESK_EVENTS_PATH)
    source.addEventListener('ready', () => {
      setConnected(true)
      void catchUp(readyBefore)
      readyBefore = true
    })
    source.addEventListener('resync', () => void catchUp(true))
    source.addEventListener('desk', (event) => {
      const change = parseDeskChange((event as MessageEvent<string>).data)
      if (!change) return
      void inbox(client)
      const { queryKey } = apiQuery('deskLead', { params: { id: change.lead } })
      if (change.change === 'deleted') client.removeQueries({ queryKey })
      else void client.invalidateQueries({ queryKey })
      if (change.change === 'created' && change.lead > newestHeard) {
        newestHeard = change.lead
        void announce(change.lead)
      }
    })
    source.addEventListener('error', () => setConnected(source.readyState === EventSource.OPEN))
    return () => {
      closed = true
      source.close()
    }
  }, [client])

  const askForAlerts = useCallback(() => {
    if (typeof Notification === 'undefined') return
    void Notification.requestPermission().then(setAnswered)
  }, [])

  return { connected, unseen, latest, alerts, askForAlerts }
}
