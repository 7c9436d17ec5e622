import { getTranslations } from 'next-intl/server'

import { MessagesLink } from '@/components/messages/MessagesLink'
import type { SiteSetting } from '@/payload-types'

import { AccountLink } from './AccountLink'
import { LanguageSwitcher } from './LanguageSwitcher'
import { MobileMenu } from './MobileMenu'
import { NavLink } from './NavLink'
import { SearchDialog } from './SearchDialog'
import { ThemeSwitch } from './ThemeSwitch'

type Props = {
  brand: string
  nav: NonNullable<SiteSetting['headerNav']>
  /** The footer's link groups, which the phone menu offers as submenus. */
  groups?: SiteSetting['footerNav']
}

/** Site header of the default layout: brand, menu, search, language, colour mode, messages, account. */
export async function SiteHeader({ brand, nav, groups }: Props) {
  const t = await getTranslations('a11y')
  const items = nav.map(({ label, href }) => ({ label, href }))
  const menuGroups = (groups ?? []).flatMap(({ title, links }) =>
    links?.length ? [{ title, links: links.map(({ label, href }) => ({ label, href })) }] : [],
  )
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-bg/90 backdrop-blur supports-[backdrop-filter]:bg-bg/75">
      <div className="relative mx-auto flex h-16 max-w-7xl items-center gap-1 px-3 sm:gap-2 sm:px-6">
        <NavLink
          href="/"
          className="mr-1 flex shrink-0 items-center gap-2 rounded-md font-bold tracking-tight text-fg sm:mr-2"
        >
          <span
            aria-hidden
            className="grid size-8 place-items-center rounded-lg bg-brand text-sm font-black text-brand-fg"
          >
            {brand.slice(0, 1)}
          </span>
          <span className="text-base sm:text-lg">{brand}</span>
        </NavLink>
        <nav aria-label={t('mainNav')} className="hidden flex-1 lg:block">
          <ul className="flex items-center gap-1">
            {items.map((item) => (
              <li key={item.href}>
                <NavLink
                  href={item.href}
                  className="rounded-full px-3 py-2 text-sm font-medium text-fg-muted transition-colors hover:bg-bg-muted hover:text-fg"
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center sm:gap-0.5">
          <SearchDialog />
          <LanguageSwitcher />
          <ThemeSwitch />
          <MessagesLink />
          <AccountLink />
          <MobileMenu items={items} groups={menuGroups} />
        </div>
      </div>
    </header>
  )
}
