import { localePath } from '@ecs/shared/routes'
import type { AnchorHTMLAttributes } from 'react'
import { Link } from 'react-router-dom'
import { useLocale, usePathLocale } from '../lib/locale'

/**
 * A link to a page of the site, in the language the page speaks. The router's paths are those of the
 * path's language, so on a page that speaks another (a Spanish customer's private page, whose one path
 * serves every language: lib/locale.tsx) a router link would take a Spanish reader to the English
 * pages; there it is a link to the page in the reader's language, loaded as a new document.
 */
export function SiteLink({ to, ...anchor }: { to: string } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  const locale = useLocale()
  const pathLocale = usePathLocale()
  if (locale === pathLocale) return <Link to={to} {...anchor} />
  return <a href={localePath(locale, to)} {...anchor} />
}
