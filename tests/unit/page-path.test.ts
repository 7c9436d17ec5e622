import { describe, expect, it } from 'vitest'

import { normalisePagePath, pagePathProblem } from '@/lib/pages/pagePath'
import { withSavedRowIds } from '@/seed/helpers'

describe('page paths', () => {
  it('stores what an editor types without slashes or capitals', () => {
    expect(normalisePagePath(' /Study-Abroad/Transfer/ ')).toBe('study-abroad/transfer')
  })

  it('accepts the offer paths of SPEC §2', () => {
    for (const path of [
      'study-abroad',
      'study-abroad/transfer',
      'online-courses/ap-calculus',
      'employment/go-to-china',
      'faq',
      'coming-soon',
      'ivy',
      'home',
    ]) {
      expect(pagePathProblem(path), path).toBeNull()
    }
  })

  it('refuses paths that are not 1–3 lowercase segments', () => {
    for (const path of [
      '',
      'Study',
      'study abroad',
      'a//b',
      'a/b/c/d',
      '-tour',
      'tour-',
      'tour_2',
      'tour/',
      '留学',
    ]) {
      expect(pagePathProblem(path), path).toBe('format')
    }
  })

  it('refuses paths owned by the portal’s routes and legacy redirects', () => {
    for (const path of [
      'article',
      'coach/chen-wei',
      'user/home',
      'search',
      'contact-us',
      'my-account-login',
      'ivy/index-back',
      'study-abroad/index-backup',
      'employment/job',
      'employment/job/12',
      'programme/3',
      'organisation',
      'zh',
    ]) {
      expect(pagePathProblem(path), path).toBe('reserved')
    }
  })
})

describe('seeding the second language', () => {
  it('gives every block and row the id saved by the first language, at any depth', () => {
    const saved = {
      layout: [
        { id: 'b1', actions: [{ id: 'a1', label: 'Go' }] },
        { id: 'b2', content: { root: {} } },
      ],
    }
    const zh = {
      title: '标题',
      layout: [
        { blockType: 'hero', actions: [{ label: '前往' }] },
        { blockType: 'richText', content: { root: { children: [] } } },
      ],
    }
    expect(withSavedRowIds(saved, zh)).toEqual({
      title: '标题',
      layout: [
        { id: 'b1', blockType: 'hero', actions: [{ id: 'a1', label: '前往' }] },
        { id: 'b2', blockType: 'richText', content: { root: { children: [] } } },
      ],
    })
  })
})
