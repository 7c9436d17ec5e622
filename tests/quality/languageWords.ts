import fs from 'node:fs'
import path from 'node:path'

import type { APIRequestContext, Page } from '@playwright/test'

type Allowed = {
  words: string[]
  patterns: string[]
  /** For one route ('*': all); `defect` marks untranslated copy left for a decision, `reason` why it is right. */
  exceptions: { route: string; text: string; defect?: string; reason?: string }[]
}
const allowList = JSON.parse(
  fs.readFileSync(path.join(import.meta.dirname, 'language-allow-list.json'), 'utf8'),
) as Record<'zh' | 'en', Allowed>

/** Text that is not interface copy: addresses, e-mails, prices. */
const neutral = [
  /https?:\/\/\S+/g,
  /\b[\w.+-]+@[\w-]+(\.[\w-]+)+\b/g,
  /\bwww\.\S+/g,
  /[$¥£€]\s?[\d,.]+/g,
]

/** Proper names as seeded, in both languages: a name is shown as it is written. */
export async function seededNames(request: APIRequestContext) {
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
 * The open page's visible text, without what the page itself marks as written in another language
 * (`lang`): members' own words, such as a review written in English shown on a /zh coach page.
 * Those elements are taken out of the page: read it last.
 */
export async function textInPageLanguage(page: Page, locale: 'zh' | 'en') {
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

/** Words of the other language in `text` (a page of `route` in `locale`), after the allow-list. */
export function foreignWords(text: string, locale: 'zh' | 'en', route: string, names: string[]) {
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
