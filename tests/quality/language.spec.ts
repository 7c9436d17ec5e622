import { expect, test } from '@playwright/test'

// Every public page's words are checked by public-pages.spec.ts, with the other checks of each page load.

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
