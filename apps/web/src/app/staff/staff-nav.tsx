import { paths } from '@ecs/shared/routes'
import { useEffect, useRef, useState } from 'react'
import { mayOpenStaffPage } from '../../features/auth'

/** The staff pages; those marked `everyday` stay in the tab row on a narrow screen, the others go under "More". */
const STAFF_LINKS = [
  { href: paths.cmsDashboard(), label: 'Dashboard', everyday: true },
  { href: paths.admin.leads(), label: 'Leads', everyday: true },
  { href: paths.admin.calendar(), label: 'Calendar', everyday: true },
  { href: paths.admin.attributionDashboard(), label: 'Attribution', everyday: false },
  { href: paths.admin.seasonalPayments(), label: 'Seasonal payments', everyday: false },
  { href: paths.admin.montebelloPayments(), label: 'Montebello payments', everyday: false },
  { href: paths.admin.columbiaRiverWalkPayments(), label: 'Columbia River Walk payments', everyday: false },
  { href: paths.admin.zapierIntegration(), label: 'Zapier', everyday: false },
]

type StaffLink = (typeof STAFF_LINKS)[number]

const TAB_CLASS =
  'inline-block rounded-t-md px-3 py-2 focus-visible:outline-2 focus-visible:outline-brand-700 hover:text-brand-800'
const currentClass = (isCurrent: boolean) =>
  isCurrent ? 'border-b-2 border-brand-700 font-semibold text-brand-800' : 'text-slate-700'

function Tab({ link, current, className = '' }: { link: StaffLink; current: string; className?: string }) {
  return (
    <li className={className}>
      <a
        href={link.href}
        aria-current={link.href === current ? 'page' : undefined}
        className={`${TAB_CLASS} ${currentClass(link.href === current)}`}
      >
        {link.label}
      </a>
    </li>
  )
}

/**
 * The staff pages' tabs. On a wide screen all of them in one row; narrower (a phone, a tablet) the
 * everyday ones and a "More" disclosure (native details and summary: it opens by keyboard and is announced as expanded or
 * collapsed before the page's script runs) that drops down the rest, so the row never scrolls sideways.
 * Escape or a click elsewhere closes it, focus back on "More". Marketing is offered only the pages it
 * may open; the server refuses it the others anyway.
 */
export function StaffNav({ user, current }: { user: unknown; current: string }) {
  const links = STAFF_LINKS.filter((link) => mayOpenStaffPage(user, link.href))
  const more = links.filter((link) => !link.everyday)
  const disclosure = useRef<HTMLDetailsElement>(null)
  const [open, setOpen] = useState(false)
  useEffect(() => {
    if (!open) return
    const close = (focusMore: boolean) => {
      disclosure.current?.removeAttribute('open')
      if (focusMore) disclosure.current?.querySelector('summary')?.focus()
    }
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && close(true)
    const onPointer = (event: PointerEvent) => {
      if (!disclosure.current?.contains(event.target as Node)) close(false)
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
    }
  }, [open])
  return (
    <nav aria-label="Staff pages" className="mx-auto max-w-7xl px-2">
      <ul className="flex flex-wrap gap-1 whitespace-nowrap text-sm">
        {links.map((link) => (
          <Tab key={link.href} link={link} current={current} className={link.everyday ? '' : 'hidden lg:block'} />
        ))}
        {more.length > 0 && (
          <li className="relative lg:hidden">
            <details ref={disclosure} onToggle={(event) => setOpen(event.currentTarget.open)}>
              <summary
                className={`${TAB_CLASS} ${currentClass(more.some((link) => link.href === current))} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}
              >
                More <span aria-hidden="true">▾</span>
              </summary>
              <ul className="absolute right-0 z-50 mt-1 w-64 rounded-md border border-slate-200 bg-white py-1 shadow-lg">
                {more.map((link) => (
                  <li key={link.href}>
                    <a
                      href={link.href}
                      aria-current={link.href === current ? 'page' : undefined}
                      className={`block px-4 py-2 whitespace-normal hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700 ${link.href === current ? 'font-semibold text-brand-800' : 'text-slate-800'}`}
                    >
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            </details>
          </li>
        )}
      </ul>
    </nav>
  )
}
