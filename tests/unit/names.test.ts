import { describe, expect, it } from 'vitest'

import { initialsOf } from '@/lib/i18n/initials'
import { nameFieldOrder } from '@/lib/i18n/nameOrder'

describe('a coach’s initials', () => {
  it('are the family name’s character on a Chinese page', () => {
    expect(initialsOf('吴哲瀚', 'zh')).toBe('吴')
    expect(initialsOf(' 陈伟 ', 'zh')).toBe('陈')
    // A name from another language keeps its family name last, after the dot.
    expect(initialsOf('艾米丽·卡特', 'zh')).toBe('卡')
  })

  it('are the first letters of the first two words in English', () => {
    expect(initialsOf('Wu Zhehan', 'en')).toBe('WZ')
    expect(initialsOf('Emily Carter', 'en')).toBe('EC')
    expect(initialsOf('Jean-Luc de la Tour', 'en')).toBe('JL')
  })

  it('stay Latin on a Chinese page when the name has no Chinese form', () => {
    expect(initialsOf('Wu Zhehan', 'zh')).toBe('WZ')
  })
})

describe('the order of the name fields', () => {
  it('asks for the given name first in English and the family name first in Chinese', () => {
    expect(nameFieldOrder('en')).toEqual(['firstName', 'lastName'])
    expect(nameFieldOrder('zh')).toEqual(['lastName', 'firstName'])
  })
})
