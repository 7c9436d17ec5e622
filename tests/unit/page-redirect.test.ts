import { describe, expect, it } from 'vitest'

import { pageRedirect } from '@/lib/pagination'

describe('the page a list request is sent to', () => {
  it('leaves a page within the list where it is', () => {
    expect(pageRedirect(undefined, 4)).toBeNull()
    expect(pageRedirect('', 4)).toBeNull()
    expect(pageRedirect('1', 4)).toBeNull()
    expect(pageRedirect('4', 4)).toBeNull()
    expect(pageRedirect('1', 0)).toBeNull()
  })

  it('sends a page past the end to the last page', () => {
    expect(pageRedirect('99', 4)).toBe(4)
    expect(pageRedirect('99999999999999999999', 4)).toBe(4)
    // An empty list still has its first page, where it says so.
    expect(pageRedirect('3', 0)).toBe(1)
  })

  it('sends a page below 1 or not a whole number to the first page', () => {
    for (const raw of ['0', '-5', 'abc', '2.5', '3x', ' 2', '\u0000'])
      expect([raw, pageRedirect(raw, 4)]).toEqual([raw, 1])
  })

  it('never sends a list that cannot tell its end past a large page', () => {
    expect(pageRedirect('900', Infinity)).toBeNull()
    expect(pageRedirect('0', Infinity)).toBe(1)
  })
})
