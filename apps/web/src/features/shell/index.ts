export { SiteShell, type ShellNavigationProps } from './components/site-shell'
export { shellQueries } from './queries'
