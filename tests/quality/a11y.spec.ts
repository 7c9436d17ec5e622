import { expect, type Page, test } from '@playwright/test'

import { createUser } from '../e2e/helpers'

import { axeFindings, axeSummary, fullMatrix, lookLabel, looksFor, openInLook } from './axeCrawl'
import { localized, memberRoutes } from './seeded'

/** route → "390 light: 0" (or the rules broken) per locale. */
const table = new Map<string, Record<string, string[]>>()

test.afterAll(() => {
  console.log(
    `Accessibility crawl of the dashboard (axe, WCAG 2.2 A/AA; ${fullMatrix ? 'full matrix' : 'one look per route and language'}):`,
  )
  console.table(
    [...table].map(([route, row]) => ({
      route,
      ...Object.fromEntries(Object.entries(row).map(([l, results]) => [l, results.join('; ')])),
    })),
  )
})

async function crawl(page: Page, routes: string[], failures: string[]) {
  for (const [localeIndex, locale] of (['en', 'zh'] as const).entries())
    for (const [routeIndex, route] of routes.entries())
      for (const look of looksFor(routeIndex, localeIndex)) {
        const path = localized(`/${locale}`, route)
        await openInLook(page, path, look)
        const found = await axeFindings(page)
        const row = table.get(route) ?? {}
        row[locale] = [...(row[locale] ?? []), axeSummary(look, found)]
        table.set(route, row)
        if (found.length) failures.push(`${path} at ${lookLabel(look)}: ${found.join(' | ')}`)
      }
}

// The public routes are checked by public-pages.spec.ts, with the other checks of each page load.
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
