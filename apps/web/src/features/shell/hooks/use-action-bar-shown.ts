import { useEffect, useState } from 'react'

/** What the action bar must never cover: a form's send button and the footer's links. */
const KEEP_CLEAR = 'form button:not([type="button"]):not([type="reset"]), form input[type="submit"], footer'

function inView(element: Element): boolean {
  const { top, bottom, width } = element.getBoundingClientRect()
  return width > 0 && top < window.innerHeight && bottom > 0
}

/**
 * Whether the phone's action bar shows: once the visitor has scrolled past the first screen, and not
 * while a form's send button or the footer is in view. Checked at most once a frame, when the page
 * scrolls, resizes or changes (a form's next step brings its own button). False on the server and
 * until hydrated: the bar is never in the way of a page that cannot yet hide it.
 */
export function useActionBarShown(): boolean {
  const [shown, setShown] = useState(false)
  useEffect(() => {
    let frame = 0
    const check = () => {
      frame = 0
      const pastFirstScreen = window.scrollY >= window.innerHeight
      setShown(pastFirstScreen && !Array.from(document.querySelectorAll(KEEP_CLEAR)).some(inView))
    }
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check)
    }
    schedule()
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', schedule)
    const changes = new MutationObserver(schedule)
    changes.observe(document.body, { childList: true, subtree: true })
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', schedule)
      changes.disconnect()
    }
  }, [])
  return shown
}
