import { useEffect } from 'react'

const FRAME_ID = 'work-request-frame'

/**
 * The work-request tool's hidden off-screen frame: created at load and created again
 * on `pageshow` (a page restored from the back/forward cache gets a fresh frame). Nothing is created
 * when the CMS has no URL for it. Rendered outside React's tree so hydration never sees it. The tool
 * gets the visit's campaign parameters (`withCampaign`), so a work request made in it can be traced to
 * the campaign.
 */
export function WorkRequestFrame({
  url,
  withCampaign,
}: {
  url: string | null | undefined
  withCampaign: (href: string) => string
}) {
  useEffect(() => {
    if (!url) return
    const create = () => {
      document.getElementById(FRAME_ID)?.remove()
      const frame = document.createElement('iframe')
      frame.id = FRAME_ID
      frame.src = withCampaign(url)
      frame.title = 'Work request service'
      frame.tabIndex = -1
      frame.setAttribute('aria-hidden', 'true')
      frame.style.cssText = 'position:absolute;left:-9999px;top:-9999px;width:1px;height:1px;border:0;visibility:hidden'
      document.body.appendChild(frame)
    }
    create()
    window.addEventListener('pageshow', create)
    return () => {
      window.removeEventListener('pageshow', create)
      document.getElementById(FRAME_ID)?.remove()
    }
  }, [url, withCampaign])
  return null
}
