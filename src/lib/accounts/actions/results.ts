import { getLocale } from 'next-intl/server'

import { type AppLocale, defaultLocale, isLocale } from '@/i18n/locales'

/** What an account form's server action answers; each error has its message in `register`/`auth`. */
export type ActionResult<T extends object = object> =
  | ({ ok: true } & T)
  | { ok: false; error: 'invalid'; fields: Record<string, string> }
  | { ok: false; error: 'rateLimited'; retryAfterSeconds: number }
  | { ok: false; error: 'tooSoon'; retryAfterSeconds: number }
  | { ok: false; error: 'codeWrong' | 'codeExpired' | 'codeTooMany' | 'sendFirst' | 'failure' | 'signedOut' | 'emailTaken' | 'currentPasswordWrong' | 'signupExpired' }

export const currentLocale = async (): Promise<AppLocale> => {
  const locale = await getLocale()
  return isLocale(locale) ? locale : defaultLocale
}
