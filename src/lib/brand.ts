import type { AppLocale } from '@/i18n/locales'
import type { SiteSetting } from '@/payload-types'

/** The brand for titles, the header and mails, with the spec's default when not yet set. */
export const brandName = (settings: Pick<SiteSetting, 'brandName'>, locale: AppLocale) =>
  settings.brandName || (locale === 'zh' ? '育桥教育' : 'EduBridge')
