import { describe, expect, it } from 'vitest'

import { contrastRatio, crestInk } from '@/seed/catalogue/images'
import { universities } from '@/seed/catalogue/universities'

describe('crest letter colour', () => {
  it('matches the WCAG contrast formula', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5)
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2)
  })

  it('replaces a second colour that is unreadable on the first', () => {
    expect(crestInk('#a31f34', '#8a8b8c')).toBe('#ffffff')
    expect(crestInk('#c41230', '#6d6e71')).toBe('#ffffff')
    expect(crestInk('#041e42', '#c8102e')).toBe('#ffffff')
    expect(crestInk('#ffd54f', '#ffffff')).toBe('#000000')
  })

  it('keeps a readable second colour', () => {
    expect(crestInk('#003262', '#fdb515')).toBe('#fdb515')
  })

  it('reaches 4.5:1 on any background', () => {
    for (let value = 0; value < 0x1000; value += 7) {
      const background = `#${value.toString(16).padStart(3, '0')}`
      expect(contrastRatio(crestInk(background), background), background).toBeGreaterThanOrEqual(
        4.5,
      )
    }
  })

  it('is readable on every seeded crest', () => {
    for (const { colors, slug } of universities) {
      const [primary, secondary] = colors
      expect(contrastRatio(crestInk(primary, secondary), primary), slug).toBeGreaterThanOrEqual(4.5)
    }
  })
})
