import type { ComponentProps } from 'react'

import { Link } from '@/i18n/navigation'

import { isExternal } from './navHref'

/** A menu link from site settings: locale-aware for site paths, plain for full URLs. */
export function NavLink({ href, ...props }: Omit<ComponentProps<'a'>, 'href'> & { href: string }) {
  return isExternal(href) ? (
    <a href={href} rel="noopener" {...props} />
  ) : (
    <Link href={href} {...props} />
  )
}
