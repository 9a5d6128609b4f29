import './styles.css'
import { mainPicturePainted } from './lib/main-picture'

// The app (React, the router, the page's code and content) is asked for only once the main picture
// has been painted: nothing it fetches or runs competes with the first paint or the largest one, and
// the page works as HTML meanwhile (links, the menu's disclosure; forms say they are getting ready).
await mainPicturePainted(document)
await import('./hydrate')
