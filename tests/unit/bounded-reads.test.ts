import { parse, specifiedRules, validate, buildSchema } from 'graphql'
import { describe, expect, it } from 'vitest'

import { listCostRule, maxQueryCost } from '@/lib/http/graphqlCost'
import { boundedRead, maxClientDepth, maxPageSize } from '@/lib/pagination'

describe('a client’s list read is one bounded page', () => {
  it.each([
    ['100000', maxPageSize],
    [100000, maxPageSize],
    [-1, 10],
    [0, 10],
    ['abc', 10],
    [undefined, 10],
    [2.5, 10],
    [25, 25],
  ])('limit %j reads %i documents', (limit, expected) => {
    expect(boundedRead({ limit }).limit).toBe(expected)
  })

  it('always paginates, and fills relations in at most a set depth', () => {
    expect(boundedRead({ limit: 5, pagination: false })).toMatchObject({ pagination: true })
    expect(boundedRead({ depth: 50 }).depth).toBe(maxClientDepth)
    expect(boundedRead({ depth: -3 }).depth).toBe(0)
    expect(boundedRead({ depth: 'abc' }).depth).toBe(0)
    expect(boundedRead({ depth: 1 }).depth).toBe(1)
    expect('depth' in boundedRead({})).toBe(false)
  })
})

describe('a GraphQL query’s cost counts each list once per document it may return', () => {
  const schema = buildSchema(`
    type Coach { name: String, slug: String }
    type Coaches { docs: [Coach], totalDocs: Int }
    type Query { Coaches(limit: Int, page: Int): Coaches, Coach(id: Int): Coach }
  `)
  const errors = (query: string, variables: Record<string, unknown> = {}, locale = 'en') =>
    validate(schema, parse(query), [...specifiedRules, listCostRule(variables, locale)]).map(
      (error) => error.message,
    )
  const page = (alias: string, limit = 'limit: 100') =>
    `${alias}: Coaches(${limit}) { docs { name slug } totalDocs }`

  it('lets a page of 100 documents through', () => {
    expect(errors(`{ ${page('a')} }`)).toEqual([])
  })

  it('refuses the same page asked under many aliases, in the request’s language', () => {
    const aliases = Array.from({ length: 40 }, (_, i) => page(`a${i}`)).join(' ')
    expect(errors(`{ ${aliases} }`)).toEqual([
      expect.stringMatching(new RegExp(`cost \\d+, at most ${maxQueryCost}`)),
    ])
    expect(errors(`{ ${aliases} }`, {}, 'zh')[0]).toContain('该查询一次请求的内容过多')
  })

  it('counts a limit given as a variable, or through fragments, bounded as reads are', () => {
    const many = Array.from({ length: 40 }, (_, i) => page(`a${i}`, 'limit: $n')).join(' ')
    expect(errors(`query ($n: Int) { ${many} }`, { n: 100000 })).toHaveLength(1)
    expect(errors(`query ($n: Int) { ${many} }`, { n: 1 })).toEqual([])
    const viaFragment = Array.from({ length: 40 }, (_, i) => `a${i}: Coaches(limit: 100) { ...f }`)
    expect(
      errors(`{ ${viaFragment.join(' ')} } fragment f on Coaches { docs { name slug } }`),
    ).toHaveLength(1)
  })
})
