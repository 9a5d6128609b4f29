import { useEffect, useRef } from 'react'

/** How long the page may stay hidden (another tab, the phone locked) before the visitor counts as gone. */
export const UNFINISHED_AFTER_MS = 60_000

/**
 * Sends `send()` once when the visitor leaves the wizard unsent: at once when the page itself goes
 * (pagehide: closed, reloaded, navigated away), or when it has stayed hidden for UNFINISHED_AFTER_MS
 * (back sooner, nothing is sent). `send` answers whether it sent anything (nothing until a name and a
 * phone or email were given), so a later leave still sends once the visitor has given them.
 */
export function useUnfinishedBeacon(send: () => boolean) {
  const sendRef = useRef(send)
  useEffect(() => {
    sendRef.current = send
  })
  useEffect(() => {
    let sent = false
    let timer: ReturnType<typeof setTimeout> | undefined
    const leave = () => {
      clearTimeout(timer)
      if (!sent) sent = sendRef.current()
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
