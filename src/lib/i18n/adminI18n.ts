import type { Config } from 'payload'

/**
 * One date format for every admin language, written in date-fns's localised tokens so each language
 * gets its own order: "November 22nd, 2026 22:33" in English, "2026年11月22日 22:33" in Chinese.
 * A fixed pattern (Payload's default "MMMM do yyyy, h:mm a") keeps the English order in Chinese.
 */
export const adminDateFormat = 'PPP HH:mm'

const contentLanguage = '内容语言'

/**
 * Payload's Chinese calls the content locale "语言环境" (a system locale), so its switch read
 * "语言环境: English". In this admin a locale is the language of the content being edited.
 */
export const adminTranslations = {
  zh: {
    general: {
      allLocales: `所有${contentLanguage}`,
      fallbackToDefaultLocale: `回退到默认${contentLanguage}`,
      locale: contentLanguage,
      locales: contentLanguage,
    },
    error: {
      localesNotSaved_one: `以下${contentLanguage}无法保存：`,
      localesNotSaved_other: `以下${contentLanguage}无法保存：`,
    },
    localization: {
      cannotCopySameLocale: `不能复制到相同的${contentLanguage}`,
      copyToLocale: `复制到其他${contentLanguage}`,
      localeToPublish: `要发布的${contentLanguage}`,
      selectLocaleToCopy: `选择要复制到的${contentLanguage}`,
      selectLocaleToDuplicate: `选择要复制的${contentLanguage}`,
    },
    version: {
      publishAllLocales: `发布所有${contentLanguage}`,
      selectLocales: `选择要显示的${contentLanguage}`,
      showLocales: `显示${contentLanguage}：`,
    },
  },
} satisfies NonNullable<Config['i18n']>['translations']
