import NextLink from 'next/link'
import { getLocale } from 'next-intl/server'
import type { ComponentProps } from 'react'

import { getPathname } from '@/i18n/navigation'

import { isExternal } from './navHref'

/**
 * A link in the reader's language to a site path, plain for full URLs: the menus' links from site
 * settings, the footer's, and blocks' buttons. Its address is made here on the server, so each one
 * is Next's own link: next-intl's `Link` adds a client component of its own around every link
 * (the locale cookie it syncs only changes when a link switches language, which these never do),
 * around each of the chrome's thirty links, on every page.
 */
export async function NavLink({
  href,
  ...props
}: Omit<ComponentProps<'a'>, 'href'> & { href: string }) {
  if (isExternal(href)) return <a href={href} rel="noopener" {...props} />
  const locale = await getLocale()
  return <NextLink href={getPathname({ href, locale })} {...props} />
}
