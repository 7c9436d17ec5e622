import { describe, expect, it } from 'vitest'

import { isLocaleCookie, localeCookie, localeCookieText, savedLocale } from '@/i18n/cookie'
import { routing } from '@/i18n/routing'

describe('the saved-language cookie', () => {
  it('is the one next-intl sets: i18n_redirected, a year, path /, SameSite Lax', () => {
    expect(routing.localeCookie).toMatchObject({
      name: 'i18n_redirected',
      maxAge: 31_536_000,
      sameSite: 'lax',
      path: '/',
    })
    expect(localeCookieText('zh')).toBe(
      'i18n_redirected=zh; path=/; max-age=31536000; samesite=lax',
    )
  })

  it('is read among other cookies, and only with a language of the portal', () => {
    expect(savedLocale('a=1; i18n_redirected=zh; b=2')).toBe('zh')
    expect(savedLocale('i18n_redirected=en')).toBe('en')
    expect(savedLocale('i18n_redirected=fr')).toBeUndefined()
    expect(savedLocale('xi18n_redirected=zh')).toBeUndefined()
    expect(savedLocale(undefined)).toBeUndefined()
  })

  it('is the only cookie a shared page may set', () => {
    expect(isLocaleCookie(`${localeCookie.name}=zh; Path=/`)).toBe(true)
    expect(isLocaleCookie('payload-token=x')).toBe(false)
  })
})
