/** The page's main picture: the one image fetched at high priority (CmsImage's `priority`). */
const MAIN_PICTURE = 'img[fetchpriority="high"]'

/** Resolves after the next frame has been painted (a task queued from the frame's callback runs after it). */
const nextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)))

/**
 * Resolves once the page's main picture has loaded (or failed to) and a frame with it has been painted;
 * on a page without one, once the first frame has been.
 */
export async function mainPicturePainted(document: Document): Promise<void> {
  const picture = document.querySelector<HTMLImageElement>(MAIN_PICTURE)
  if (picture && !picture.complete)
    await new Promise((resolve) => {
      picture.addEventListener('load', resolve, { once: true })
      picture.addEventListener('error', resolve, { once: true })
    })
  await nextPaint()
}
