import './styles.css'

/**
 * The page's only script tag. It starts the app (hydration, in hydrate.tsx) once the browser has
 * painted the server's HTML, so the app's JavaScript never competes with the first paint for the
 * network or the processor; until then the page is plain HTML whose links work. A hidden tab paints
 * nothing, so the app also starts after a second without a paint.
 */
let started = false
function start() {
  if (started) return
  started = true
  void import('./hydrate')
}
requestAnimationFrame(() => setTimeout(start))
setTimeout(start, 1_000)
