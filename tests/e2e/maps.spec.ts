import http from 'node:http'

import { expect, type Page, test } from '@playwright/test'

import { adminToken, waitForHydration } from './helpers'

const places = [
  {
    path: '/contact-us',
    address: '88 Century Avenue',
    link: /^https:\/\/www\.openstreetmap\.org\/\?mlat=31\.2372&mlon=121\.5014/,
  },
  {
    path: '/zh/contact-us',
    address: '世纪大道 88 号',
    link: /^https:\/\/uri\.amap\.com\/marker\?position=121\.5014,31\.2372&name=/,
  },
  { path: '/contact-me', address: '88 Century Avenue', link: /openstreetmap\.org/ },
  { path: '/university/oxford', address: 'Oxford', link: /mlat=51\.7548&mlon=-1\.2544/ },
  {
    path: '/zh/university/oxford',
    address: '牛津',
    link: /^https:\/\/uri\.amap\.com\/marker\?position=-1\.2544,51\.7548/,
  },
]

const mapScripts = 'script[src*="amap.com"], script[src*="unpkg.com"], link[href*="unpkg.com"]'

/** Console errors and uncaught exceptions of the page from now on. */
const problemsOf = (page: Page) => {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))
  return problems
}

/** The policy header of one request on a connection of its own (so any web process may answer). */
const policyOf = (path: string) =>
  new Promise<string>((resolve, reject) => {
    const url = new URL(path, test.info().project.use.baseURL)
    http
      .get(url, { agent: false }, (res) => {
        res.resume()
        resolve(String(res.headers['content-security-policy'] ?? ''))
      })
      .on('error', reject)
  })

/** Scrolls the map box into view, then gives its observer a moment to act. */
const scrollToMap = async (page: Page) => {
  const box = page.locator('[data-map-box]')
  await box.scrollIntoViewIfNeeded()
  await expect(box).toBeInViewport()
}

test('without a maps service the address and a link out are shown, and no map script loads', async ({
  page,
}) => {
  const problems = problemsOf(page)
  for (const place of places) {
    // A visit to /zh remembers the language, which unprefixed addresses would then follow.
    await page.context().clearCookies()
    await page.goto(place.path)
    await waitForHydration(page)
    const figure = page.locator('figure[data-map]')
    await expect(figure.getByRole('heading')).toBeVisible()
    await expect(figure.locator('figcaption')).toContainText(place.address)
    await expect(figure.locator('figcaption a[data-map-link]')).toHaveAttribute('href', place.link)
    await expect(figure.locator('figcaption a[data-map-link]')).toHaveAttribute('target', '_blank')
    await expect(figure).toHaveAttribute('data-map', 'none')
    await expect(page.locator('[data-map-box]')).toHaveCount(0)
    await figure.scrollIntoViewIfNeeded()
    await page.waitForTimeout(300)
    await expect(page.locator(mapScripts)).toHaveCount(0)
  }
  expect(await policyOf('/contact-us')).not.toContain('amap.com')
  expect(problems).toEqual([])
})

test('with an AMap key the script loads with the key once the map is in view; offline, the address stays', async ({
  page,
  request,
}) => {
  const headers = { Authorization: `JWT ${await adminToken(request)}` }
  const saved = await request.get('/api/globals/site-settings?depth=0', { headers })
  expect(saved.ok()).toBe(true)
  const before = ((await saved.json()) as { maps?: Record<string, unknown> }).maps ?? {}
  const key = `e2e-key-${Date.now()}`
  // These machines are offline: answer the loader with a script that defines nothing, as a
  // blocked or broken service would, so the outcome does not depend on the network.
  await page.route(/^https:\/\/[^/]*amap\.com\//, (route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript', body: '' }),
  )
  const setMaps = (maps: Record<string, unknown>) =>
    request.post('/api/globals/site-settings', { headers, data: { maps } })
  try {
    expect((await setMaps({ ...before, provider: 'amap', amapKey: key })).ok()).toBe(true)
    // Every web process lets the AMap hosts through its policy within seconds (each reads the
    // settings every 5 s); a failure shows the script sources of the last six answers.
    await expect
      .poll(
        async () =>
          (await Promise.all(Array.from({ length: 6 }, () => policyOf('/contact-us')))).map(
            (policy) => /script-src [^;]*/.exec(policy)?.[0] ?? policy,
          ),
        { timeout: 30_000 },
      )
      .toEqual(Array.from({ length: 6 }, () => expect.stringContaining('https://*.amap.com')))

    const problems = problemsOf(page)
    for (const path of ['/zh/contact-us', '/contact-us', '/university/oxford']) {
      await expect(async () => {
        await page.goto(path)
        await expect(page.locator('[data-map-box]')).toHaveAttribute('data-map-box', 'amap', {
          timeout: 1_000,
        })
      }).toPass({ timeout: 15_000 })
      await waitForHydration(page)
      await scrollToMap(page)
      const script = page.locator('script[src*="webapi.amap.com"]')
      await expect(script).toHaveCount(1)
      expect(await script.getAttribute('src')).toBe(`https://webapi.amap.com/maps?v=2.0&key=${key}`)
      // No AMap arrived: no map is drawn and the address and link stay.
      await page.waitForTimeout(300)
      await expect(page.locator('[data-map-box] [role="region"]')).toHaveCount(0)
      await expect(page.locator('figure[data-map="amap"] figcaption a')).toBeVisible()
    }
    expect(problems).toEqual([])
  } finally {
    expect((await setMaps(before)).ok()).toBe(true)
  }
})
