import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { withoutControlCharacters } from '@/lib/http/cleanUrl'

const clean = (address: string) => {
  const url = new URL(address, 'http://portal.test')
  return withoutControlCharacters(url.pathname, url.searchParams)
}

describe('addresses with control characters', () => {
  it('lead to the same page without them', () => {
    expect(clean('/search?q=%00abc&page=2')).toBe('/search?q=abc&page=2')
    expect(clean('/compare?coaches=a%01,b')).toBe('/compare?coaches=a%2Cb')
    expect(clean('/university/ox%00ford')).toBe('/university/oxford')
    expect(clean('/zh/coach?%00=1')).toBe('/zh/coach')
    expect(clean('/%00/evil.test')).toBe('/evil.test')
    expect(clean('/%00%5C/evil.test')).toBe('/%5C/evil.test')
  })

  it('leave clean addresses alone', () => {
    expect(clean('/search?q=%E5%8C%97%E4%BA%AC')).toBeNull()
    expect(clean('/university/oxford')).toBeNull()
  })

  it('never keep a control character, and never point off the site', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('/', '\\', '%00', '%01', 'evil.test', '.', '..', 'a', '%2F'), {
          maxLength: 8,
        }),
        fc.string({ unit: 'binary' }),
        (parts, value) => {
          const url = new URL(`http://portal.test/${parts.join('')}?q=${encodeURIComponent(value)}`)
          const target = withoutControlCharacters(url.pathname, url.searchParams)
          if (target === null) return
          const next = new URL(target, 'http://portal.test')
          expect(next.origin).toBe('http://portal.test')
          expect(decodeURIComponent(next.pathname + next.search)).not.toMatch(
            /[\u0000-\u001f\u007f]/,
          )
        },
      ),
      { numRuns: 1000, seed: 14 },
    )
  })
})
