import { MENU_TIMINGS, type NavLink } from '@ecs/shared/navigation'
import * as NavigationMenu from '@radix-ui/react-navigation-menu'
import { useLocation } from 'react-router-dom'
import { SiteLink } from '../../../components/site-link'
import { useMessages } from '../../../lib/messages'

const itemClass =
  'inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-700 data-[state=open]:bg-brand-50 data-[state=open]:text-brand-800'

/**
 * The desktop navigation: Radix NavigationMenu with the hover timings of MENU_TIMINGS (200 ms open delay, 300 ms
 * skip delay; Radix closes after 150 ms, the close delay wanted). Entries with children open a panel.
 */
export function DesktopNav({ links }: { links: readonly NavLink[] }) {
  const { pathname } = useLocation()
  const words = useMessages().shell
  return (
    <NavigationMenu.Root
      delayDuration={MENU_TIMINGS.openDelayMs}
      skipDelayDuration={MENU_TIMINGS.skipDelayMs}
      aria-label={words.mainNavigation}
      className="relative"
    >
      <NavigationMenu.List className="flex items-center gap-1">
        {links.map((link) =>
          link.children?.length ? (
            <NavigationMenu.Item key={link.href} value={link.href}>
              <NavigationMenu.Trigger className={itemClass}>
                {link.label}
                <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 fill-current">
                  <path d="M5.5 7.5 10 12l4.5-4.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
                </svg>
              </NavigationMenu.Trigger>
              <NavigationMenu.Content className="absolute right-0 top-full z-50 mt-2 w-max max-w-[min(90vw,48rem)] rounded-xl bg-white p-4 shadow-xl ring-1 ring-slate-200">
                <NavigationMenu.Link asChild active={pathname === link.href}>
                  <SiteLink
                    to={link.href}
                    className="mb-2 block rounded px-2 py-1 text-sm font-semibold text-brand-800 hover:underline"
                  >
                    {link.overviewLabel ?? link.label}
                  </SiteLink>
                </NavigationMenu.Link>
                <ul
                  className={
                    link.children.some((child) => child.children?.length)
                      ? 'grid grid-cols-2 gap-4 xl:grid-cols-4'
                      : 'grid gap-1 sm:grid-cols-2'
                  }
                >
                  {link.children.map((child) => (
                    <li key={child.href}>
                      <NavigationMenu.Link asChild active={pathname === child.href}>
                        <SiteLink
                          to={child.href}
                          className="block rounded px-2 py-1.5 text-sm font-medium text-slate-800 hover:bg-brand-50 hover:text-brand-800"
                        >
                          {child.label}
                        </SiteLink>
                      </NavigationMenu.Link>
                      {child.children?.length ? (
                        <ul className="mt-1 space-y-0.5 border-l border-slate-200 pl-2">
                          {child.children.map((grandchild) => (
                            <li key={grandchild.href}>
                              <NavigationMenu.Link asChild active={pathname === grandchild.href}>
                                <SiteLink
                                  to={grandchild.href}
                                  className="block rounded px-2 py-1 text-sm text-slate-600 hover:text-brand-800 hover:underline"
                                >
                                  {grandchild.label}
                                </SiteLink>
                              </NavigationMenu.Link>
                            </li>
                          ))}
                        </ul>
                      ) : null}
                    </li>
                  ))}
                </ul>
              </NavigationMenu.Content>
            </NavigationMenu.Item>
          ) : (
            <NavigationMenu.Item key={link.href}>
              <NavigationMenu.Link asChild active={pathname === link.href}>
                <SiteLink
                  to={link.href}
                  className={`${itemClass} data-[active]:text-brand-800`}
                  aria-current={pathname === link.href ? 'page' : undefined}
                >
                  {link.label}
                </SiteLink>
              </NavigationMenu.Link>
            </NavigationMenu.Item>
          ),
        )}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  )
}
