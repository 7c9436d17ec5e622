import type { Metadata } from 'next'
import type { MessageKeys, Messages, NestedKeyOf } from 'next-intl'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { localeParam } from '@/i18n/localeParam'
import { requireUser } from '@/data/requireUser'

type Params = { params: Promise<{ locale: string }> }

/** The title of a dashboard page from a message key (`dashboard.profile.title`); member pages are never indexed. */
export const memberMetadata =
  (key: MessageKeys<Messages, NestedKeyOf<Messages>>) =>
  async ({ params }: Params): Promise<Metadata> => {
    const t = await getTranslations({ locale: await localeParam(params) })
    return { title: t(key), robots: { index: false } }
  }

/** The signed-in member of a dashboard page at `path`, checked on the server (the proxy only redirects). */
export async function memberFor({ params }: Params, path: string) {
  const locale = await localeParam(params)
  setRequestLocale(locale)
  return { locale, user: await requireUser(locale, path) }
}
