export { SiteShell } from './components/site-shell'
