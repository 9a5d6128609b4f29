// The desktop dropdowns are not exported here: app/ loads components/desktop-nav on its own, split
// from the entry (see app/app.tsx).
export { MobileMenu } from './components/mobile-menu'
