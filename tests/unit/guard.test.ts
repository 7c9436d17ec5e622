import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { isUserArea, loginRedirectPath, needsSignIn, safeRedirectTarget } from '@/lib/auth/guard'

describe('route guard (SPEC §4 Login state)', () => {
  it('asks for sign-in on /user paths in every locale when signed out', () => {
    for (const path of ['/user', '/user/', '/user/home', '/zh/user', '/en/user/security/password-change']) {
      expect(needsSignIn(path, false)).toBe(true)
      expect(needsSignIn(path, true)).toBe(false)
    }
  })

  it('leaves every other path alone, the login page included', () => {
    for (const path of ['/', '/zh', '/users-guide', '/article/user', '/my-account-login', '/zh/my-account-login']) {
      expect(needsSignIn(path, false)).toBe(false)
    }
    expect(isUserArea('/zh/username')).toBe(false)
  })

  it('puts the full wanted path, encoded, into the redirect parameter', () => {
    expect(loginRedirectPath('/zh/user/home?tab=1')).toBe('/my-account-login?redirect=%2Fzh%2Fuser%2Fhome%3Ftab%3D1')
  })
})

describe('redirect after sign-in', () => {
  it('follows same-site relative paths', () => {
    expect(safeRedirectTarget('/user/home?x=1#top')).toBe('/user/home?x=1#top')
    expect(safeRedirectTarget('/zh/user')).toBe('/zh/user')
  })

  it('refuses open redirects and goes to the fallback instead', () => {
    for (const target of ['https://evil.example', '//evil.example/path', '/\\evil.example', 'javascript:alert(1)', '', null, undefined]) {
      expect(safeRedirectTarget(target, '/zh')).toBe('/zh')
    }
  })

  it('never leaves the site, whatever it is given', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const target = safeRedirectTarget(input)
        expect(new URL(target, 'http://portal.test').origin).toBe('http://portal.test')
      }),
    )
  })
})
