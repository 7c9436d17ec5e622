import { type IconComponent, Mail, MessageCircle, Phone } from '@/components/ui/icons'
import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { PlaceMap } from '@/components/maps/PlaceMap'
import { MediaImage } from '@/components/media/MediaImage'
import { HeadedSection } from '@/components/page/HeadedSection'
import { PageIntro } from '@/components/page/PageIntro'
import { ClientMessages } from '@/components/providers/ClientMessages'
import { getSiteSettings } from '@/data/siteSettings'
import { contactNamespaces } from '@/i18n/clientNamespaces'
import type { AppLocale } from '@/i18n/locales'

import { ContactForm } from './deferredForms'

/** One way to reach the office: its icon, what it is, then the details. */
const OfficeContact = ({
  icon: Icon,
  label,
  children,
}: {
  icon: IconComponent
  label: string
  children: ReactNode
}) => (
  <li className="flex gap-3">
    <Icon aria-hidden className="mt-1 size-5 shrink-0 text-brand" />
    <div>
      <p className="text-sm text-fg-muted">{label}</p>
      {children}
    </div>
  </li>
)

/** An address the browser can act on: mailto: or tel:. */
const OfficeLink = ({ href, children }: { href: string; children: string }) => (
  <p>
    <a href={href} className="font-medium text-brand hover:underline">
      {children}
    </a>
  </p>
)

/** /contact-us and /contact-me: the form beside the office contacts, WeChat included in both languages. */
export async function ContactPage({ locale }: { locale: AppLocale }) {
  const [t, tMaps, settings] = await Promise.all([
    getTranslations({ locale, namespace: 'contact' }),
    getTranslations({ locale, namespace: 'maps' }),
    getSiteSettings(locale),
  ])
  const wechatQr = typeof settings.wechatQr === 'object' ? settings.wechatQr : null
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
      <PageIntro
        title={t('title')}
        lead={t('lead')}
        className="max-w-3xl"
        leadClassName="mt-3 text-lg text-fg-muted"
      />
      <div className="mt-10 grid gap-10 lg:grid-cols-[1fr_22rem]">
        <HeadedSection
          id="contact-form-title"
          title={t('formTitle')}
          className="min-w-0 rounded-2xl border border-line bg-bg-elevated p-5 sm:p-8"
          titleClassName="mb-6 text-xl font-bold"
        >
          <ClientMessages also={contactNamespaces}>
            <ContactForm />
          </ClientMessages>
        </HeadedSection>
        <HeadedSection
          as="aside"
          id="offices-title"
          title={t('offices')}
          className="min-w-0 rounded-2xl bg-bg-muted p-5 sm:p-8"
          titleClassName="text-xl font-bold"
        >
          <ul className="mt-6 space-y-5">
            {settings.contactEmail && (
              <OfficeContact icon={Mail} label={t('officeEmail')}>
                <OfficeLink href={`mailto:${settings.contactEmail}`}>
                  {settings.contactEmail}
                </OfficeLink>
              </OfficeContact>
            )}
            {settings.contactPhone && (
              <OfficeContact icon={Phone} label={t('officePhone')}>
                <OfficeLink href={`tel:${settings.contactPhone.replace(/\s/g, '')}`}>
                  {settings.contactPhone}
                </OfficeLink>
              </OfficeContact>
            )}
            {/* Most families reach an advisor on WeChat, whichever language they read the site in. */}
            {settings.wechatId && (
              <OfficeContact icon={MessageCircle} label={t('wechat')}>
                <p className="font-medium">{settings.wechatId}</p>
                <p className="mt-1 text-sm text-fg-muted">{t('wechatHint')}</p>
                {wechatQr && (
                  <div className="mt-3">
                    <MediaImage
                      media={wechatQr}
                      alt={t('wechatQr')}
                      className="size-36 rounded-xl bg-white p-2"
                      sizes="144px"
                    />
                  </div>
                )}
              </OfficeContact>
            )}
          </ul>
          <PlaceMap
            locale={locale}
            id="office-map"
            title={tMaps('officeTitle')}
            headingLevel={3}
            name={settings.brandName}
            address={settings.address || settings.brandName}
            location={settings.officeLocation}
            aspect="square"
            className="mt-8"
          />
        </HeadedSection>
      </div>
    </div>
  )
}
