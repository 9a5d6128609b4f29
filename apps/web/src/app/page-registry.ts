import type { PageId } from '@ecs/shared/routes'
import { lazy, type LazyExoticComponent, type ComponentType } from 'react'
import type { PageModule, PageProps } from '../lib/page-module'

type Loader = () => Promise<PageModule>

/**
 * The code of each page of the route table, loaded on demand. The route table in @ecs/shared decides
 * which page a path shows; this only says where that page's code lives. Total over the page ids: a
 * page added to the route table without its code here fails the type check.
 */
const loaders: Record<PageId, Loader> = {
  // The public site.
  home: () => import('./pages/home'),
  'about-us': () => import('./pages/about-us'),
  services: () => import('./pages/services'),
  'service-line': () => import('./pages/service-line'),
  'service-line-location': () => import('./pages/service-line'),
  service: () => import('./pages/service'),
  'location-service': () => import('./pages/service'),
  industries: () => import('./pages/industries'),
  locations: () => import('./pages/locations'),
  'location-home': () => import('./pages/location-home'),
  'location-about': () => import('./pages/location-about'),
  'location-reviews': () => import('./pages/location-reviews'),
  learn: () => import('./pages/learn'),
  article: () => import('./pages/article'),
  plans: () => import('./pages/plans'),
  'plans-enhanced': () => import('./pages/plans-enhanced'),
  'plans-terms': () => import('./pages/plans-terms'),
  careers: () => import('./pages/careers'),
  'career-roles': () => import('./pages/career-roles'),
  'career-role': () => import('./pages/career-role'),
  'privacy-policy': () => import('./pages/privacy-policy'),
  'terms-of-service': () => import('./pages/terms-of-service'),
  'card-data-policy': () => import('./pages/card-data-policy'),
  payment: () => import('./pages/payment'),
  'payment-received': () => import('./pages/payment-received'),
  quote: () => import('./pages/quote'),
  visit: () => import('./pages/visit'),
  'company-tenets': () => import('./pages/company-tenets'),
  'condos-montebello': () => import('./pages/condos-montebello'),
  'apartments-columbia-river-walk': () => import('./pages/apartments-columbia-river-walk'),
  'mockup-preview': () => import('./pages/mockup-preview'),
  'tooltip-test': () => import('./pages/tooltip-test'),
  'autocomplete-test': () => import('./pages/autocomplete-test'),
  'address-autocomplete-test': () => import('./pages/address-autocomplete-test'),
  // Staff sign-in and the staff pages.
  login: () => import('./pages/login'),
  'cms-dashboard': () => import('./pages/cms-dashboard'),
  'admin-leads': () => import('./pages/admin-leads'),
  'admin-calendar': () => import('./pages/admin-calendar'),
  'admin-attribution-dashboard': () => import('./pages/admin-attribution-dashboard'),
  'admin-seasonal-payments': () => import('./pages/admin-payments'),
  'admin-montebello-payments': () => import('./pages/admin-payments'),
  'admin-columbia-river-walk-payments': () => import('./pages/admin-payments'),
  // Lead capture.
  estimate: () => import('./pages/estimate'),
  'location-contact': () => import('./pages/estimate'),
  'service-line-contact': () => import('./pages/estimate'),
  'test-contact': () => import('./pages/estimate'),
  'thank-you': () => import('./pages/thank-you'),
  'plans-signup': () => import('./pages/plans-signup'),
  'plans-thank-you': () => import('./pages/plans-thank-you'),
  'leave-review': () => import('./pages/leave-review'),
  'career-apply': () => import('./pages/career-apply'),
  'zapier-test': () => import('./pages/zapier-test'),
  'admin-zapier-integration': () => import('./pages/admin-zapier-integration'),
  // Campaign landing pages.
  'landing-page': () => import('./pages/landing-page'),
  'not-found': () => import('./pages/not-found'),
}

export function loadPage(page: PageId): Promise<PageModule> {
  return loaders[page]()
}

const lazyPages = new Map<PageId, LazyExoticComponent<ComponentType<PageProps>>>()

/** One lazy component per page, created once so React keeps its loaded state across renders. */
export function lazyPage(page: PageId): LazyExoticComponent<ComponentType<PageProps>> {
  let component = lazyPages.get(page)
  if (!component) {
    component = lazy(() => loadPage(page))
    lazyPages.set(page, component)
  }
  return component
}
