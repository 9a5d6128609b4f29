import { useEffect, useRef } from 'react'

/** How long the page may stay hidden (another tab, the phone locked) before the visitor counts as gone. */
export const UNFINISHED_AFTER_MS = 60_000

/**
 * Sends the visitor's answers (`answers()`, undefined until there is someone to call back) with `send`
 * when they leave the wizard unsent: at once when the page itself goes (pagehide: closed, reloaded,
 * navigated away), or when it has stayed hidden for UNFINISHED_AFTER_MS (back sooner, nothing is sent).
 * Each leave sends only answers that differ from those last sent: a visitor who comes back, gives more
 * and leaves again sends the fuller answers (the server fills in the lead it has), and one who only
 * looked sends nothing twice. `send` answers whether it sent.
 */
export function useUnfinishedBeacon(
  answers: () => Record<string, unknown> | undefined,
  send: (answers: Record<string, unknown>) => boolean,
) {
  const latest = useRef({ answers, send })
  useEffect(() => {
    latest.current = { answers, send }
  })
  useEffect(() => {
    let lastSent: string | undefined
    let timer: ReturnType<typeof setTimeout> | undefined
    const leave = () => {
      clearTimeout(timer)
      const given = latest.current.answers()
      if (given === undefined) return
      const body = JSON.stringify(given)
      if (body !== lastSent && latest.current.send(given)) lastSent = body
    }
    const visibility = () => {
      clearTimeout(timer)
      if (document.visibilityState === 'hidden') timer = setTimeout(leave, UNFINISHED_AFTER_MS)
    }
    window.addEventListener('pagehide', leave)
    document.addEventListener('visibilitychange', visibility)
    return () => {
      clearTimeout(timer)
      window.removeEventListener('pagehide', leave)
      document.removeEventListener('visibilitychange', visibility)
    }
  }, [])
}
