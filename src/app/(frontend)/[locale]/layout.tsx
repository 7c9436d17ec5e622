import type { Metadata, Viewport } from 'next'
import { notFound } from 'next/navigation'
import { hasLocale } from 'next-intl'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { Suspense } from 'react'

import type { LocaleLayoutProps } from '@/components/layout/localeLayout'
import { ChunkReload } from '@/components/page/ChunkReload'
import { LazyToaster } from '@/components/page/LazyToaster'
import { OfflineNotice } from '@/components/page/OfflineNotice'
import { PageTransition } from '@/components/page/PageTransition'
import { ProgressBar } from '@/components/page/ProgressBar'
import { ScrollManager } from '@/components/page/ScrollManager'
import { ClientMessages } from '@/components/providers/ClientMessages'
import { ThemeProvider } from '@/components/providers/ThemeProvider'
import { brandName, getSiteSettings } from '@/data/siteSettings'
import { localeIso } from '@/i18n/locales'
import { routing } from '@/i18n/routing'
import { siteUrl } from '@/lib/seo/metadata'

import '../globals.css'

// Pages are rendered on first request per locale and then served from cache.
export const generateStaticParams = () => []

export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
    { media: '(prefers-color-scheme: dark)', color: '#0b1220' },
  ],
}

export async function generateMetadata({ params }: LocaleLayoutProps): Promise<Metadata> {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) return {}
  const settings = await getSiteSettings(locale)
  const brand = brandName(settings, locale)
  const t = await getTranslations({ locale, namespace: 'meta' })
  return {
    metadataBase: new URL(siteUrl()),
    title: { template: `%s - ${brand}`, default: brand },
    description: settings.meta?.description || t('description'),
    applicationName: brand,
  }
}

export default async function LocaleLayout({ children, params }: LocaleLayoutProps) {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) notFound()
  setRequestLocale(locale)
  return (
    <html lang={localeIso[locale]} suppressHydrationWarning>
      <body className="flex min-h-dvh flex-col antialiased">
        <ClientMessages>
          <ThemeProvider>
            <Suspense>
              <ProgressBar />
            </Suspense>
            <ScrollManager />
            <ChunkReload />
            <PageTransition />
            {children}
            <OfflineNotice />
            <LazyToaster />
          </ThemeProvider>
        </ClientMessages>
      </body>
    </html>
  )
}
