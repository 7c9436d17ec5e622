import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { isUserArea, loginRedirectPath, needsSignIn, safeRedirectTarget } from '@/lib/auth/guard'

describe('route guard (SPEC §4 Login state)', () => {
  it('asks for sign-in on /user paths in every locale when signed out', () => {
    for (const path of [
      '/user',
      '/user/',
      '/user/home',
      '/zh/user',
      '/en/user/security/password-change',
    ]) {
      expect(needsSignIn(path, false)).toBe(true)
      expect(needsSignIn(path, true)).toBe(false)
    }
  })

  it('leaves every other path alone, the login page included', () => {
    for (const path of [
      '/',
      '/zh',
      '/users-guide',
      '/article/user',
      '/my-account-login',
      '/zh/my-account-login',
    ]) {
      expect(needsSignIn(path, false)).toBe(false)
    }
    expect(isUserArea('/zh/username')).toBe(false)
  })

  it('puts the full wanted path, encoded, into the redirect parameter', () => {
    expect(loginRedirectPath('/zh/user/home?tab=1')).toBe(
      '/my-account-login?redirect=%2Fzh%2Fuser%2Fhome%3Ftab%3D1',
    )
  })
})

describe('redirect after sign-in', () => {
  it('follows same-site relative paths', () => {
    expect(safeRedirectTarget('/user/home?x=1#top')).toBe('/user/home?x=1#top')
    expect(safeRedirectTarget('/zh/user')).toBe('/zh/user')
  })

  it('refuses open redirects and goes to the fallback instead', () => {
    for (const target of [
      'https://evil.example',
      '//evil.example/path',
      '/\\evil.example',
      'javascript:alert(1)',
      '',
      null,
      undefined,
    ]) {
      expect(safeRedirectTarget(target, '/zh')).toBe('/zh')
    }
  })

  it('refuses the path tricks that resolve to another host', () => {
    const tricks = [
      '/.//evil.test',
      '/a/..//evil.test',
      '/./\\evil.test',
      '/%2e//evil.test',
      '/\t/evil.test',
      '/\n//evil.test',
      '/%2e%2e//evil.test',
      '/a/b/../..//evil.test',
    ]
    for (const trick of tricks) expect(safeRedirectTarget(trick, '/home'), trick).toBe('/home')
  })

  // Pieces that paths are made of, tricks included: dot segments, doubled and back slashes, their
  // percent-encodings (once and twice), control and unicode slash-like characters.
  const piece = fc.constantFrom(
    '/',
    '//',
    '\\',
    '.',
    '..',
    '%2e',
    '%2E%2e',
    '%2f',
    '%2F',
    '%5c',
    '%252f',
    '%00',
    '\t',
    '\n',
    '\r',
    '\u0000',
    '\u2215',
    '\uff0f',
    ':',
    '@',
    '?',
    '#',
    'evil.test',
    'user',
    'zh',
    ' ',
  )
  const trickyPath = fc.array(piece, { maxLength: 12 }).map((parts) => '/' + parts.join(''))

  it('never leaves the site, whatever it is given: the result starts with exactly one slash', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), trickyPath), (input) => {
        const target = safeRedirectTarget(input)
        expect(
          target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\'),
        ).toBe(true)
        expect(new URL(target, 'http://portal.test').origin).toBe('http://portal.test')
        // What the browser makes of the path once more (as location.assign would) stays here too.
        const again = new URL(target, 'http://portal.test')
        expect(new URL(again.pathname + again.search, 'http://portal.test').origin).toBe(
          'http://portal.test',
        )
      }),
      { numRuns: 2000, seed: 14 },
    )
    // (2,000 runs take a few seconds on a busy two-core machine.)
  }, 30_000)
})
