import { expect, type Page, test } from '@playwright/test'

import { axeFindings, axeSummary, fullMatrix, lookLabel, looksFor, openInLook } from './axeCrawl'
import { foreignWords, seededNames, textInPageLanguage } from './languageWords'
import { localized, publicRoutes, seeded } from './seeded'

/**
 * Every public route in English and Chinese, each page loaded once for all of its checks (the
 * crawl is most of what a browser test run costs): no axe violation (WCAG 2.2 A/AA) in the look the
 * route's turn gives it, no console error, no failed request, no subresource answered >= 400, no
 * link without a target (HTML_CodeSniffer H91: a disabled control is a button), and no interface
 * word of the other language after the allow-list.
 */
const baseURL = `http://localhost:${process.env.E2E_PORT ?? 3100}`

/** route → locale → what each check found. */
const table = new Map<string, Record<string, string>>()
function note(route: string, column: string, result: string) {
  table.set(route, { ...table.get(route), [column]: result })
}

test.afterAll(() => {
  console.log(
    `Public pages (axe WCAG 2.2 A/AA: ${fullMatrix ? 'every look' : 'one look per route and language'}; browser: console, requests and links; words of the other language after the allow-list):`,
  )
  console.table([...table].map(([route, row]) => ({ route, ...row })))
})

/** Console errors, failed requests and subresources answered >= 400 while `load` runs. */
async function browserProblems(page: Page, path: string, load: () => Promise<void>) {
  const problems: string[] = []
  const onConsole = (m: { type(): string; text(): string }) => {
    if (m.type() === 'error') problems.push(`console: ${m.text().slice(0, 160)}`)
  }
  const onFailed = (r: { url(): string; failure(): { errorText: string } | null }) => {
    // Navigations the page itself cancels (prefetches superseded by the next visit) are not defects.
    if (r.failure()?.errorText === 'net::ERR_ABORTED') return
    problems.push(`failed: ${r.url()} ${r.failure()?.errorText}`)
  }
  const onResponse = (r: { url(): string; status(): number }) => {
    if (r.status() >= 400 && new URL(r.url()).pathname !== new URL(path, baseURL).pathname)
      problems.push(`${r.status()}: ${r.url()}`)
  }
  page.on('console', onConsole)
  page.on('requestfailed', onFailed)
  page.on('response', onResponse)
  try {
    await load()
  } finally {
    page.off('console', onConsole)
    page.off('requestfailed', onFailed)
    page.off('response', onResponse)
  }
  return problems
}

for (const [localeIndex, locale] of (['en', 'zh'] as const).entries())
  test(`every public /${locale} page: no axe violation, no console error or failed request, no link without a target, no ${locale === 'zh' ? 'English' : 'Chinese'} interface words`, async ({
    page,
    request,
  }) => {
    test.setTimeout(fullMatrix ? 1_800_000 : 420_000)
    const names = await seededNames(request)
    const failures = { axe: [] as string[], browser: [] as string[], words: [] as string[] }
    for (const [routeIndex, route] of publicRoutes(await seeded(request)).entries()) {
      const path = localized(`/${locale}`, route)
      const axe: string[] = []
      for (const [lookIndex, look] of looksFor(routeIndex, localeIndex).entries()) {
        let found: string[] = []
        const problems = await browserProblems(page, path, async () => {
          await openInLook(page, path, look)
          // Axe reads the page while the links it prefetches are still answering: neither waits
          // on the other, and a problem in either is caught until both are done.
          ;[found] = await Promise.all([
            axeFindings(page),
            page.waitForLoadState('networkidle', { timeout: 8_000 }).catch(() => undefined),
          ])
        })
        axe.push(axeSummary(look, found))
        if (found.length) failures.axe.push(`${path} at ${lookLabel(look)}: ${found.join(' | ')}`)
        // The other checks do not depend on the look: once per page.
        if (lookIndex > 0) continue
        const targetless = await page.locator('a:not([href])').count()
        if (targetless) problems.push(`${targetless} <a> without href`)
        note(route, `${locale} browser`, problems.join(' | ') || 'clean')
        if (problems.length) failures.browser.push(`${path}: ${problems.join(' | ')}`)
        const words = foreignWords(await textInPageLanguage(page, locale), locale, route, names)
        note(route, `${locale} words`, words.join(' ') || '-')
        if (words.length) failures.words.push(`${path}: ${words.join(' ')}`)
      }
      note(route, `${locale} axe`, axe.join('; '))
    }
    // The 404 page is served without scripts: axe only.
    for (const look of looksFor(0, localeIndex)) {
      const path = localized(`/${locale}`, '/no-such-page')
      await openInLook(page, path, look, 404)
      const found = await axeFindings(page)
      note('/no-such-page', `${locale} axe`, axeSummary(look, found))
      if (found.length) failures.axe.push(`${path} at ${lookLabel(look)}: ${found.join(' | ')}`)
    }
    expect.soft(failures.axe, 'axe violations').toEqual([])
    expect
      .soft(failures.browser, 'console errors, failed requests, links without a target')
      .toEqual([])
    expect.soft(failures.words, `words of the other language on /${locale} pages`).toEqual([])
  })
