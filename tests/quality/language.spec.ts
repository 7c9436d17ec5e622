import fs from 'node:fs'
import path from 'node:path'

import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

import { localized, publicRoutes, seeded } from './seeded'

type Allowed = {
  words: string[]
  patterns: string[]
  /** For one route ('*': all); `defect` marks untranslated copy left for a decision, `reason` why it is right. */
  exceptions: { route: string; text: string; defect?: string; reason?: string }[]
}
const allowList = JSON.parse(
  fs.readFileSync(path.join(import.meta.dirname, 'language-allow-list.json'), 'utf8'),
) as Record<'zh' | 'en', Allowed>

/** route → words of the other language found on it (after the allow-list), per page language. */
const table = new Map<string, Record<string, string>>()

test.afterAll(() => {
  console.log('Language crawl (words of the other language left after the allow-list):')
  console.table([...table].map(([route, found]) => ({ route, ...found })))
})

/** Text that is not interface copy: addresses, e-mails, prices. */
const neutral = [
  /https?:\/\/\S+/g,
  /\b[\w.+-]+@[\w-]+(\.[\w-]+)+\b/g,
  /\bwww\.\S+/g,
  /[$¥£€]\s?[\d,.]+/g,
]

/** Proper names as seeded, in both languages: a name is shown as it is written. */
async function seededNames(request: APIRequestContext) {
  const names = new Set<string>()
  for (const locale of ['en', 'zh'])
    for (const [collection, fields] of [
      ['coaches', ['name']],
      ['universities', ['name']],
      ['organisations', ['name']],
    ] as const) {
      const response = await request.get(`/api/${collection}?depth=0&limit=200&locale=${locale}`)
      if (!response.ok()) continue
      for (const doc of ((await response.json()) as { docs: Record<string, unknown>[] }).docs)
        for (const field of fields) if (typeof doc[field] === 'string') names.add(doc[field])
    }
  return [...names].filter(Boolean).sort((a, b) => b.length - a.length)
}

/**
 * The page's visible text, without what the page itself marks as written in another language
 * (`lang`): members' own words, such as a review written in English shown on a /zh coach page.
 */
async function visibleText(page: Page, url: string, locale: 'zh' | 'en') {
  const response = await page.goto(url)
  expect(response?.status(), url).toBe(200)
  await page.waitForLoadState('networkidle', { timeout: 8_000 }).catch(() => undefined)
  return page.evaluate((pageLocale) => {
    for (const marked of document.body.querySelectorAll('[lang]'))
      if (!marked.getAttribute('lang')!.toLowerCase().startsWith(pageLocale)) marked.remove()
    return document.body.innerText
  }, locale)
}

/** An exception's route: exact, '*' for all, or 'prefix/*' for every document under it. */
function covers(pattern: string, route: string) {
  if (pattern === '*' || pattern === route) return true
  return pattern.endsWith('/*') && route.startsWith(pattern.slice(0, -1))
}

function foreignWords(text: string, locale: 'zh' | 'en', route: string, names: string[]) {
  const allowed = allowList[locale]
  let rest = text
  for (const pattern of [
    ...neutral,
    ...allowed.patterns.map((p) => new RegExp(p, 'g')),
    ...allowed.exceptions.filter((d) => covers(d.route, route)).map((d) => d.text),
    ...names,
  ])
    rest = typeof pattern === 'string' ? rest.split(pattern).join(' ') : rest.replace(pattern, ' ')
  const words = new Set(allowed.words)
  const runs =
    locale === 'zh' ? rest.match(/[A-Za-z][A-Za-z'’-]*/g) : rest.match(/[\u3400-\u9fff]+/g)
  return [...new Set((runs ?? []).filter((w) => !words.has(w)))]
}

for (const locale of ['zh', 'en'] as const)
  test(`no ${locale === 'zh' ? 'English' : 'Chinese'} interface words on any /${locale} page`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000)
    const s = await seeded(request)
    const names = await seededNames(request)
    const failures: string[] = []
    for (const route of publicRoutes(s)) {
      const found = foreignWords(
        await visibleText(page, localized(`/${locale}`, route), locale),
        locale,
        route,
        names,
      )
      table.set(route, { ...table.get(route), [locale]: found.join(' ') || '-' })
      if (found.length) failures.push(`/${locale}${route === '/' ? '' : route}: ${found.join(' ')}`)
    }
    expect(failures).toEqual([])
  })

/** Required localized fields per collection: what every seeded document must have in each language. */
const required: Record<string, string[]> = {
  coaches: ['name', 'title'],
  packages: ['title'],
  universities: ['name'],
  articles: ['title', 'body'],
  pages: ['title'],
}

function filled(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== ''
  if (value && typeof value === 'object' && 'root' in value)
    return ((value as { root: { children?: unknown[] } }).root.children ?? []).length > 0
  return false
}

test('every seeded document is complete in both languages, without fallback', async ({
  request,
}) => {
  const missing: string[] = []
  for (const locale of ['en', 'zh'])
    for (const [collection, fields] of Object.entries(required)) {
      const response = await request.get(
        `/api/${collection}?depth=0&limit=500&locale=${locale}&fallback-locale=none`,
      )
      expect(response.ok(), collection).toBe(true)
      const { docs } = (await response.json()) as { docs: Record<string, unknown>[] }
      expect(docs.length, collection).toBeGreaterThan(0)
      for (const doc of docs)
        for (const field of fields)
          if (!filled(doc[field]))
            missing.push(
              `${collection}/${String(doc.slug ?? doc.path ?? doc.id)} ${locale}.${field}`,
            )
    }
  expect(missing).toEqual([])
})
