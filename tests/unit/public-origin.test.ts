import { afterEach, describe, expect, it, vi } from 'vitest'

import { resolvePublicOrigin, siteUrl } from '@/lib/seo/metadata'

afterEach(() => {
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
})

/** siteUrl() once these variables are set (undefined: unset), on top of what the test set before. */
const siteUrlWith = (env: Record<string, string | undefined>) => {
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value)
  return siteUrl()
}

describe('the public origin of absolute links', () => {
  it('is http://localhost:$PORT without PUBLIC_ORIGIN, read at each call', () => {
    expect(
      siteUrlWith({ PUBLIC_ORIGIN: undefined, NEXT_PUBLIC_SERVER_URL: undefined, PORT: '3400' }),
    ).toBe('http://localhost:3400')
    expect(siteUrlWith({ PORT: '3401' })).toBe('http://localhost:3401')
  })

  it('defaults to port 3000 without PORT', () => {
    expect(siteUrlWith({ PUBLIC_ORIGIN: undefined, PORT: undefined })).toBe('http://localhost:3000')
    expect(siteUrlWith({ PORT: '' })).toBe('http://localhost:3000')
  })

  it('is PUBLIC_ORIGIN when set, whatever the port', () => {
    expect(siteUrlWith({ PORT: '3400', PUBLIC_ORIGIN: 'https://edubridge.example' })).toBe(
      'https://edubridge.example',
    )
    expect(siteUrlWith({ PUBLIC_ORIGIN: 'http://portal.internal:8080' })).toBe(
      'http://portal.internal:8080',
    )
  })

  it('drops trailing slashes (and surrounding blanks) so paths can be appended', () => {
    expect(siteUrlWith({ PUBLIC_ORIGIN: 'https://edubridge.example/' })).toBe(
      'https://edubridge.example',
    )
    expect(siteUrlWith({ PUBLIC_ORIGIN: ' https://edubridge.example:8443// ' })).toBe(
      'https://edubridge.example:8443',
    )
  })

  it('never reads NEXT_PUBLIC_SERVER_URL (frozen into the build)', () => {
    expect(
      siteUrlWith({
        PUBLIC_ORIGIN: undefined,
        PORT: '3400',
        NEXT_PUBLIC_SERVER_URL: 'https://old.example',
      }),
    ).toBe('http://localhost:3400')
  })

  it('names what is wrong with a value that is not an http(s) origin', () => {
    const cases: [string, RegExp][] = [
      ['edubridge.example', /not a URL/],
      ['localhost:3000', /scheme is localhost/],
      ['ftp://edubridge.example', /scheme is ftp/],
      ['https://edubridge.example/portal', /path, query or fragment/],
      ['https://edubridge.example/?x=1', /path, query or fragment/],
      ['https://edubridge.example/#top', /path, query or fragment/],
      ['https://edubridge.example?', /path, query or fragment/],
    ]
    for (const [value, why] of cases) {
      const { origin, problem } = resolvePublicOrigin({ PUBLIC_ORIGIN: value, PORT: '3400' })
      expect(origin, value).toBe('http://localhost:3400')
      expect(problem, value).toMatch(why)
      expect(problem, value).toContain(JSON.stringify(value))
    }
    expect(
      resolvePublicOrigin({ PUBLIC_ORIGIN: 'https://edubridge.example', PORT: '3400' }),
    ).toEqual({ origin: 'https://edubridge.example' })
  })

  it('does not echo a user name or password given in the value', () => {
    const { origin, problem } = resolvePublicOrigin({
      PUBLIC_ORIGIN: 'https://admin:s3cret@edubridge.example',
      PORT: '3400',
    })
    expect(origin).toBe('http://localhost:3400')
    expect(problem).toMatch(/user name or password/)
    expect(problem).not.toContain('s3cret')
  })

  it('ignores an invalid value with one warning and uses the default', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(siteUrlWith({ PORT: '3400', PUBLIC_ORIGIN: 'edubridge.example/unit-test' })).toBe(
      'http://localhost:3400',
    )
    expect(siteUrl()).toBe('http://localhost:3400')
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0]![0]).toMatch(
      /PUBLIC_ORIGIN="edubridge\.example\/unit-test" is not an http\(s\) origin.*ignored, absolute links use http:\/\/localhost:3400/,
    )
  })
})
