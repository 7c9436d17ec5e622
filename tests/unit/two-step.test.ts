import { generate } from 'otplib'
import { describe, expect, it } from 'vitest'

import { localizedTarget, recoveryCodesText, secondFactorStepPath } from '@/lib/auth/twoStep'
import { acceptedStep, typedAuthenticatorSecret } from '@/lib/secondFactor/totp'

describe('the page after the second step', () => {
  it('stays as it is in English, whatever the path', () => {
    for (const path of ['/', '/user', '/admin', '/zh/user'])
      expect(localizedTarget(path, 'en')).toBe(path)
  })

  it('gets the Chinese prefix when it names no locale', () => {
    expect(localizedTarget('/user', 'zh')).toBe('/zh/user')
    expect(localizedTarget('/user/profile?tab=1', 'zh')).toBe('/zh/user/profile?tab=1')
    expect(localizedTarget('/', 'zh')).toBe('/zh')
    // Words that only start like a locale or the admin are ordinary paths.
    expect(localizedTarget('/zhongwen', 'zh')).toBe('/zh/zhongwen')
    expect(localizedTarget('/administration', 'zh')).toBe('/zh/administration')
  })

  it('leaves the admin and a path that already names its locale alone', () => {
    for (const path of ['/admin', '/admin/collections/users', '/zh', '/zh/user', '/en/user?x=1'])
      expect(localizedTarget(path, 'zh')).toBe(path)
  })
})

describe('the second step’s page, from the sign-in form', () => {
  it('is in the reader’s language', () => {
    expect(secondFactorStepPath('en')).toBe('/my-account-login/second-factor')
    expect(secondFactorStepPath('zh')).toBe('/zh/my-account-login/second-factor')
  })

  it('carries the page the visitor was going to, encoded', () => {
    expect(secondFactorStepPath('zh', '/zh/user/home?tab=1')).toBe(
      '/zh/my-account-login/second-factor?redirect=%2Fzh%2Fuser%2Fhome%3Ftab%3D1',
    )
  })

  it('drops a target that is not a path on this site', () => {
    for (const target of ['https://evil.test/', '//evil.test', '', undefined])
      expect(secondFactorStepPath('en', target)).toBe('/my-account-login/second-factor')
  })
})

describe('the recovery codes as text', () => {
  it('says what they are, then gives one code a line', () => {
    expect(recoveryCodesText('Recovery codes', ['k7m2p-x9qrt', 'a1b2c-d3e4f'])).toBe(
      'Recovery codes\n\nk7m2p-x9qrt\na1b2c-d3e4f\n',
    )
  })

  it('ends its lines as asked (a file for Windows too)', () => {
    expect(recoveryCodesText('Codes', ['a'], '\r\n')).toBe('Codes\r\n\r\na\r\n')
  })
})

describe('an authenticator key typed in (ADMIN_TOTP_SECRET)', () => {
  it('is taken in groups, in any case, when it holds 128 bits or more', async () => {
    const secret = typedAuthenticatorSecret('jbsw y3dp ehpk 3pxp jbsw y3dp ehpk 3pxp')
    expect(secret).toBe('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')
    // Codes made from it are accepted: the admin it is given to can sign in.
    const epoch = 1_800_000_000
    const code = await generate({ secret: secret!, epoch })
    expect(await acceptedStep(secret!, code, null, epoch)).toBe(epoch / 30)
  })

  it('is refused when shorter (no code could ever be made from it) or not base32', () => {
    for (const typed of [
      'JBSWY3DPEHPK3PXP',
      'JBSW Y3DP EHPK 3PXP JBSW Y3DP E',
      'JBSWY3DPEHPK3PXP1BSWY3DPEHPK3PXP',
    ])
      expect(typedAuthenticatorSecret(typed)).toBeNull()
  })
})
