export { type NavLink, type NavText } from './nav-link'
export { ARTICLE_NAV_LABELS } from './article-labels'
export { GLOBAL_NAV, navigationFor } from './global-nav'
export { FOOTER_EXTRA_LINKS, FOOTER_QUICK_LINKS, FOOTER_SERVICES } from './footer'
export { detectLocation, locationMenuEntries, locationNav, serviceLineLinks } from './location-nav'
export {
  ESTIMATE_SERVICE_PARAM,
  estimateTarget,
  findLocationLink,
  hasLanguageTwin,
  logoHref,
  showsActionBar,
  showsBanner,
} from './header'
export { MENU_TIMINGS, TOAST_SETTINGS } from './ui-timings'
export { localizeNav, localizeNavText, navLabelIn } from './nav-labels'
export { locationTwin } from './location-twin'
