import { describe, expect, it } from 'vitest'

import { lexicalFromBlocks } from '@/lib/richtext/fromBlocks'
import { plainText } from '@/lib/richtext/plainText'

describe('rich text helpers', () => {
  it('round-trips headings, paragraphs and lists to plain text', () => {
    const value = lexicalFromBlocks([
      { h2: '申请时间线' },
      { p: 'Start early.' },
      { ul: ['Essays', 'Interviews'] },
    ])
    expect(plainText(value)).toBe('申请时间线\nStart early.\nEssays\nInterviews')
  })

  it('reads nothing from empty or foreign values', () => {
    expect(plainText(null)).toBe('')
    expect(plainText({ foo: 1 })).toBe('')
  })
})
