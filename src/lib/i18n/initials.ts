import type { AppLocale } from '@/i18n/locales'

const han = /\p{Script=Han}/u
/** The dots between the parts of a name written in Han characters from another language: 艾米丽·卡特. */
const nameDots = /[·•・‧]/

/**
 * What a picture-less avatar shows for a name: in Chinese, the family name's first character (吴
 * for 吴哲瀚; 卡 for 艾米丽·卡特, whose family name comes last); otherwise the first letters of the
 * first two words (WZ for Wu Zhehan). A Chinese page showing a name without Han characters (one not
 * translated) shows its Latin initials.
 */
export function initialsOf(name: string, locale: AppLocale): string {
  const trimmed = name.trim()
  if (locale === 'zh' && han.test(trimmed)) {
    const parts = trimmed.split(nameDots).filter((part) => han.test(part))
    const family = parts.length > 1 ? parts[parts.length - 1]! : trimmed
    return [...family].find((c) => han.test(c)) ?? ''
  }
  return trimmed
    .split(/[\s·\-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => [...word][0]!.toUpperCase())
    .join('')
}
