import { expect, type Page, test } from '@playwright/test'

import { createUser, ownNetwork, waitForHydration, waitForMail } from './helpers'

// The e2e server sets no PUBLIC_ORIGIN: every absolute link must name the origin it serves on
// (its port, not a default of 3000 or whatever the build saw).
test.beforeEach(({ context, baseURL }) => {
  expect(baseURL).toMatch(/^http:\/\/localhost:\d+$/)
  return ownNetwork(context)
})

/** Canonical, hreflang alternates (en, zh, x-default) and og:url of the open page, as absolute URLs. */
async function headLinks(page: Page) {
  const href = (selector: string) => page.locator(selector).getAttribute('href')
  return {
    canonical: await href('link[rel="canonical"]'),
    en: await href('link[rel="alternate"][hreflang="en-US"]'),
    zh: await href('link[rel="alternate"][hreflang="zh-CN"]'),
    xDefault: await href('link[rel="alternate"][hreflang="x-default"]'),
    ogUrl: await page.locator('meta[property="og:url"]').getAttribute('content'),
  }
}

const pages = [
  { path: '/', canonical: '/', en: '/', zh: '/zh' },
  { path: '/zh', canonical: '/zh', en: '/', zh: '/zh' },
  {
    path: '/article/what-oxbridge-interviewers-are-really-looking-for',
    canonical: '/article/what-oxbridge-interviewers-are-really-looking-for',
    en: '/article/what-oxbridge-interviewers-are-really-looking-for',
    zh: '/zh/article/niujian-mianshiguan-zhenzheng-kan-shenme',
  },
  {
    path: '/zh/article/niujian-mianshiguan-zhenzheng-kan-shenme',
    canonical: '/zh/article/niujian-mianshiguan-zhenzheng-kan-shenme',
    en: '/article/what-oxbridge-interviewers-are-really-looking-for',
    zh: '/zh/article/niujian-mianshiguan-zhenzheng-kan-shenme',
  },
]

for (const expected of pages) {
  test(`${expected.path}: canonical, hreflang and og:url use the served origin`, async ({
    page,
    baseURL,
  }) => {
    const response = await page.goto(expected.path)
    expect(response?.status()).toBe(200)
    // The home page's URL may be written with or without its "/": compare without it.
    const url = (path: string) => (path === '/' ? baseURL : `${baseURL}${path}`)
    const links = Object.fromEntries(
      Object.entries(await headLinks(page)).map(([name, href]) => [name, href?.replace(/\/$/, '')]),
    )
    expect(links.canonical, 'canonical').toBe(url(expected.canonical))
    expect(links.ogUrl, 'og:url').toBe(url(expected.canonical))
    expect(links.en, 'hreflang en-US').toBe(url(expected.en))
    expect(links.zh, 'hreflang zh-CN').toBe(url(expected.zh))
    expect(links.xDefault, 'hreflang x-default').toBe(url(expected.en))
    // Any other absolute URL in the head (e.g. og:image) is on the same origin too.
    const others = await page
      .locator('head meta[content^="http"], head link[href^="http"]')
      .evaluateAll((nodes) =>
        nodes.map((node) => node.getAttribute('content') ?? node.getAttribute('href') ?? ''),
      )
    for (const other of others)
      expect(other.startsWith(`${baseURL}/`) || other === baseURL, other).toBe(true)
  })
}

test('sitemap.xml lists its URLs and alternates on the served origin', async ({
  request,
  baseURL,
}) => {
  const response = await request.get('/sitemap.xml')
  expect(response.ok()).toBe(true)
  const sitemap = await response.text()
  const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!)
  const alternates = [...sitemap.matchAll(/<xhtml:link[^>]*href="([^"]+)"/g)].map((m) => m[1]!)
  expect(locations.length).toBeGreaterThan(10)
  expect(alternates.length).toBeGreaterThan(10)
  for (const url of [...locations, ...alternates])
    expect(url.startsWith(`${baseURL}/`) || url === baseURL, url).toBe(true)
  expect(locations).toContain(
    `${baseURL}/article/what-oxbridge-interviewers-are-really-looking-for`,
  )
  expect(locations).toContain(`${baseURL}/zh/article/niujian-mianshiguan-zhenzheng-kan-shenme`)
})

test('robots.txt names the sitemap on the served origin', async ({ request, baseURL }) => {
  const response = await request.get('/robots.txt')
  expect(response.ok()).toBe(true)
  expect(await response.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
})

test('a mailed link (password reset) uses the served origin', async ({
  page,
  request,
  baseURL,
}) => {
  const { email } = await createUser(request, ['school'])
  await page.goto('/my-account-forgot-password')
  await waitForHydration(page)
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Send reset link' }).click()
  const mail = await waitForMail((m) => m.to?.some((t) => t.address === email) === true)
  // Payload sends its reset mail as HTML only (the portal's own text, as HTML).
  const link = (mail.text ?? mail.html)?.match(
    /https?:\/\/[^\s<"]+reset-password\?token=[^\s<"]+/,
  )?.[0]
  expect(link).toBeTruthy()
  expect(link!.startsWith(`${baseURL}/my-account-reset-password?token=`), link).toBe(true)
})
