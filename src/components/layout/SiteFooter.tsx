import { getTranslations } from 'next-intl/server'

import { policyPaths } from '@/lib/consent/policies'
import { isProfileUrl } from '@/lib/validation/socialProfile'
import type { SiteSetting } from '@/payload-types'

import { NavLink } from './NavLink'

/** Site footer: brand, editable link columns, contacts and social links. */
export async function SiteFooter({ brand, settings }: { brand: string; settings: SiteSetting }) {
  const t = await getTranslations('footer')
  const a11y = await getTranslations('a11y')
  const social = await getTranslations('social')
  // Rows saved before the field was checked may still name a network's home page: left out.
  const socialLinks = (settings.socialLinks ?? []).filter((link) => isProfileUrl(link.url))
  const legalLinks = [
    { href: policyPaths['privacy-policy'], label: t('privacyPolicy') },
    { href: policyPaths['terms-of-use'], label: t('termsOfUse') },
  ]
  return (
    <footer className="mt-auto border-t border-line bg-bg-muted">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.3fr_2fr]">
        <div className="space-y-3">
          <p className="text-lg font-bold">{brand}</p>
          {settings.tagline && <p className="max-w-sm text-sm text-fg-muted">{settings.tagline}</p>}
          <dl className="space-y-1 text-sm text-fg-muted">
            {settings.contactEmail && (
              <div className="flex gap-2">
                <dt>{t('email')}:</dt>
                <dd>
                  <a
                    className="underline-offset-2 hover:underline"
                    href={`mailto:${settings.contactEmail}`}
                  >
                    {settings.contactEmail}
                  </a>
                </dd>
              </div>
            )}
            {settings.contactPhone && (
              <div className="flex gap-2">
                <dt>{t('phone')}:</dt>
                <dd>{settings.contactPhone}</dd>
              </div>
            )}
            {settings.wechatId && (
              <div className="flex gap-2">
                <dt>{t('wechat')}:</dt>
                <dd>{settings.wechatId}</dd>
              </div>
            )}
          </dl>
        </div>
        <nav aria-label={a11y('footerNav')} className="grid grid-cols-2 gap-8 sm:grid-cols-3">
          {settings.footerNav?.map((column) => (
            <div key={column.id ?? column.title}>
              <h2 className="mb-3 text-sm font-semibold">{column.title}</h2>
              <ul className="space-y-2 text-sm">
                {column.links?.map((link) => (
                  <li key={link.id ?? link.href}>
                    <NavLink
                      href={link.href}
                      className="text-fg-muted underline-offset-2 hover:text-fg hover:underline"
                    >
                      {link.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className="border-t border-line">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-5 text-xs text-fg-muted sm:px-6">
          <p>{t('rights', { year: new Date().getFullYear(), brand })}</p>
          <ul aria-label={t('legal')} className="flex flex-wrap gap-x-4 gap-y-1">
            {legalLinks.map((link) => (
              <li key={link.href}>
                <NavLink
                  href={link.href}
                  className="inline-block py-1 underline-offset-2 hover:text-fg hover:underline"
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
          {socialLinks.length > 0 && (
            <ul aria-label={t('follow')} className="flex gap-4">
              {socialLinks.map((link) => (
                <li key={link.id ?? link.url}>
                  <a
                    href={link.url}
                    rel="noopener"
                    className="underline-offset-2 hover:text-fg hover:underline"
                  >
                    {social(link.platform)}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </footer>
  )
}
