import { Mail, MessageCircle, Phone } from 'lucide-react'
import { getTranslations } from 'next-intl/server'

import { MediaImage } from '@/components/media/MediaImage'
import { getSiteSettings } from '@/data/siteSettings'
import type { AppLocale } from '@/i18n/locales'

import { ContactForm } from './ContactForm'

/** /contact-us and /contact-me: the form beside the office contacts (WeChat for Chinese readers). */
export async function ContactPage({ locale }: { locale: AppLocale }) {
  const [t, settings] = await Promise.all([
    getTranslations({ locale, namespace: 'contact' }),
    getSiteSettings(locale),
  ])
  const wechatQr = typeof settings.wechatQr === 'object' ? settings.wechatQr : null
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t('title')}</h1>
        <p className="mt-3 text-lg text-fg-muted">{t('lead')}</p>
      </header>
      <div className="mt-10 grid gap-10 lg:grid-cols-[1fr_22rem]">
        <section
          aria-labelledby="contact-form-title"
          className="min-w-0 rounded-2xl border border-line bg-bg-elevated p-5 sm:p-8"
        >
          <h2 id="contact-form-title" className="mb-6 text-xl font-bold">
            {t('formTitle')}
          </h2>
          <ContactForm />
        </section>
        <aside
          aria-labelledby="offices-title"
          className="min-w-0 rounded-2xl bg-bg-muted p-5 sm:p-8"
        >
          <h2 id="offices-title" className="text-xl font-bold">
            {t('offices')}
          </h2>
          <ul className="mt-6 space-y-5">
            {settings.contactEmail && (
              <li className="flex gap-3">
                <Mail aria-hidden className="mt-1 size-5 shrink-0 text-brand" />
                <div>
                  <p className="text-sm text-fg-muted">{t('officeEmail')}</p>
                  <p>
                    <a
                      href={`mailto:${settings.contactEmail}`}
                      className="font-medium text-brand hover:underline"
                    >
                      {settings.contactEmail}
                    </a>
                  </p>
                </div>
              </li>
            )}
            {settings.contactPhone && (
              <li className="flex gap-3">
                <Phone aria-hidden className="mt-1 size-5 shrink-0 text-brand" />
                <div>
                  <p className="text-sm text-fg-muted">{t('officePhone')}</p>
                  <p>
                    <a
                      href={`tel:${settings.contactPhone.replace(/\s/g, '')}`}
                      className="font-medium text-brand hover:underline"
                    >
                      {settings.contactPhone}
                    </a>
                  </p>
                </div>
              </li>
            )}
            {/* WeChat is how Chinese families reach us; English readers get e-mail and phone. */}
            {locale === 'zh' && settings.wechatId && (
              <li className="flex gap-3">
                <MessageCircle aria-hidden className="mt-1 size-5 shrink-0 text-brand" />
                <div>
                  <p className="text-sm text-fg-muted">{t('wechat')}</p>
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
                </div>
              </li>
            )}
          </ul>
        </aside>
      </div>
    </div>
  )
}
