import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { localeParam } from '@/i18n/localeParam'

type Key = 'metaStudyAbroad' | 'metaServices' | 'metaOffering' | 'metaJob' | 'metaApplicants'

/** The title of a publishing page of the dashboard; member pages are never indexed. */
export const publishingMetadata =
  (key: Key) =>
  async ({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> => {
    const t = await getTranslations({ locale: await localeParam(params), namespace: 'publishing' })
    return { title: t(key), robots: { index: false } }
  }
