import { describe, expect, it } from 'vitest'

import {
  cdnPageHeaders,
  cdnPolicy,
  maxTagHeaderLength,
  publicCacheTags,
  revalidateEveryTime,
} from '@/server/cdn/headers'

const policy = { sMaxAge: 3600, staleWhileRevalidate: 60 }

describe('publicCacheTags', () => {
  it("keeps the data's tags once each, in order, without Next's own", () => {
    expect(
      publicCacheTags([
        '_N_T_/layout',
        'coaches',
        '_N_T_/en/coach/wang-zhe',
        'coach:wang-zhe',
        'coaches',
        'site-settings',
        '',
      ]),
    ).toEqual(['coaches', 'coach:wang-zhe', 'site-settings'])
    expect(publicCacheTags(['page:/about-us', 'article:12'])).toEqual([
      'page:/about-us',
      'article:12',
    ])
  })

  it('gives up on tags a header cannot carry: commas, spaces, other characters, too many', () => {
    expect(publicCacheTags(['coaches', 'coach:a,b'])).toBeNull()
    expect(publicCacheTags(['coaches', 'coach:a b'])).toBeNull()
    expect(publicCacheTags(['coach:王哲'])).toBeNull()
    const many = Array.from({ length: 1000 }, (_, i) => `article:${i}`)
    expect(many.join(',').length).toBeGreaterThan(maxTagHeaderLength)
    expect(publicCacheTags(many)).toBeNull()
    expect(publicCacheTags(many.slice(0, 500))).toHaveLength(500)
  })
})

describe('cdnPageHeaders', () => {
  it('lets shared caches keep the page and name it by its tags, while browsers revalidate', () => {
    expect(cdnPageHeaders(['coaches', 'coach:wang-zhe', 'site-settings'], policy)).toEqual({
      'cache-control': 'public, max-age=0, s-maxage=3600, stale-while-revalidate=60',
      'cache-tag': 'coaches,coach:wang-zhe,site-settings',
      'surrogate-key': 'coaches coach:wang-zhe site-settings',
    })
  })

  it('keeps a page nothing could purge, or with a lifetime of 0, out of shared caches', () => {
    expect(cdnPageHeaders([], policy)).toEqual({ 'cache-control': revalidateEveryTime })
    expect(cdnPageHeaders(['coaches'], { ...policy, sMaxAge: 0 })).toEqual({
      'cache-control': revalidateEveryTime,
    })
  })
})

describe('cdnPolicy', () => {
  it('keeps pages an hour when changes purge them, a minute when nothing does', () => {
    expect(cdnPolicy({ CDN_PURGE_URL: 'https://purge.example/tags' }).sMaxAge).toBe(3600)
    expect(cdnPolicy({}).sMaxAge).toBe(60)
  })

  it('takes CDN_S_MAXAGE in whole seconds, ignoring anything else', () => {
    expect(cdnPolicy({ CDN_S_MAXAGE: '600' }).sMaxAge).toBe(600)
    expect(cdnPolicy({ CDN_S_MAXAGE: '0', CDN_PURGE_URL: 'https://p' }).sMaxAge).toBe(0)
    expect(cdnPolicy({ CDN_S_MAXAGE: 'soon' }).sMaxAge).toBe(60)
    expect(cdnPolicy({ CDN_S_MAXAGE: '-5' }).sMaxAge).toBe(60)
    expect(cdnPolicy({ CDN_S_MAXAGE: ' ' }).sMaxAge).toBe(60)
  })
})
