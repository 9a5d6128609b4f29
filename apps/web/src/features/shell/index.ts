export { SiteShell } from './components/site-shell'
export { shellQueries } from './queries'
