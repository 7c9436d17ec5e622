import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'

import { createUser, waitForHydration } from '../e2e/helpers'

import { localized, memberRoutes, publicRoutes, seeded } from './seeded'

type Look = { width: 390 | 1280; colorScheme: 'light' | 'dark' }

const looks: Look[] = [
  { width: 390, colorScheme: 'light' },
  { width: 1280, colorScheme: 'dark' },
  { width: 1280, colorScheme: 'light' },
  { width: 390, colorScheme: 'dark' },
]

/**
 * In `npm test` each route is checked once per language, the look turning from route to route
 * (and the Chinese page two looks on from the English one), so every width and mode is covered;
 * `npm run bench:a11y` checks every route in every look.
 */
const fullMatrix = process.env.A11Y_MATRIX === 'full'
function looksFor(routeIndex: number, localeIndex: number) {
  return fullMatrix ? looks : [looks[(routeIndex + 2 * localeIndex) % looks.length]!]
}

const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/** route → "390 light: 0" (or the rules broken) per locale. */
const table = new Map<string, Record<string, string[]>>()
function note(route: string, locale: string, result: string) {
  const row = table.get(route) ?? {}
  row[locale] = [...(row[locale] ?? []), result]
  table.set(route, row)
}

test.afterAll(() => {
  console.log(
    `Accessibility crawl (axe, WCAG 2.2 A/AA; ${fullMatrix ? 'full matrix' : 'one look per route and language'}):`,
  )
  console.table(
    [...table].map(([route, row]) => ({
      route,
      ...Object.fromEntries(Object.entries(row).map(([l, results]) => [l, results.join('; ')])),
    })),
  )
})

async function violations(page: Page, path: string, look: Look, status = 200) {
  await page.setViewportSize({ width: look.width, height: look.width === 390 ? 844 : 900 })
  await page.emulateMedia({ colorScheme: look.colorScheme })
  const response = await page.goto(path)
  expect(response?.status(), path).toBe(status)
  // The 404 page is served whole, without scripts: nothing to wait for.
  if (status === 200) await waitForHydration(page)
  const results = await new AxeBuilder({ page }).withTags(wcag).analyze()
  return results.violations.map(
    (v) => `${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  )
}

async function crawl(page: Page, routes: string[], failures: string[], status = 200) {
  for (const [localeIndex, locale] of (['en', 'zh'] as const).entries())
    for (const [routeIndex, route] of routes.entries())
      for (const look of looksFor(routeIndex, localeIndex)) {
        const path = localized(`/${locale}`, route)
        const found = await violations(page, path, look, status)
        const label = `${look.width} ${look.colorScheme}`
        note(
          route,
          locale,
          `${label}: ${found.length ? found.map((f) => f.split(' ')[0]).join(' ') : 0}`,
        )
        if (found.length) failures.push(`${path} at ${label}: ${found.join(' | ')}`)
      }
}

test('every public route has no axe violations in English and Chinese', async ({
  page,
  request,
}) => {
  test.setTimeout(fullMatrix ? 1_800_000 : 420_000)
  const failures: string[] = []
  await crawl(page, publicRoutes(await seeded(request)), failures)
  await crawl(page, ['/no-such-page'], failures, 404)
  expect(failures).toEqual([])
})

test('every dashboard route has no axe violations for a student and an organisation member', async ({
  page,
  request,
}) => {
  test.setTimeout(fullMatrix ? 1_800_000 : 420_000)
  const failures: string[] = []
  for (const [role, routes] of [
    ['student', memberRoutes],
    ['employer', memberRoutes.filter((r) => /^\/user\/(cm|services)/.test(r))],
  ] as const) {
    await page.context().clearCookies()
    const account = await createUser(request, [role])
    const login = await page.request.post('/api/users/login', {
      data: account,
      headers: { Origin: `http://localhost:${process.env.E2E_PORT ?? 3100}` },
    })
    expect(login.ok()).toBe(true)
    await crawl(page, [...routes], failures)
  }
  expect(failures).toEqual([])
})
