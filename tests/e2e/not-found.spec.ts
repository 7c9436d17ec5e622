import { expect, test } from '@playwright/test'

const cases = [
  {
    path: '/no-such-page',
    home: '/',
    title: '404 - Page Not Found',
    text: 'The page you are looking for does not exist.',
    back: 'Back to Homepage',
    brand: 'EduBridge',
  },
  {
    path: '/zh/no-such-page',
    home: '/zh',
    title: '404 - 页面未找到',
    text: '您访问的页面不存在。',
    back: '返回首页',
    brand: '育桥教育',
  },
  {
    path: '/en/deeply/nested/unknown',
    home: '/',
    title: '404 - Page Not Found',
    text: 'The page you are looking for does not exist.',
    back: 'Back to Homepage',
    brand: 'EduBridge',
  },
]

for (const c of cases) {
  test(`unknown path ${c.path} answers 404 with the localized not-found page`, async ({ page }) => {
    const response = await page.goto(c.path)
    expect(response?.status()).toBe(404)
    await expect(page).toHaveTitle(`${c.title} - ${c.brand}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.title)
    await expect(page.getByText(c.text)).toBeVisible()
    const back = page.getByRole('link', { name: c.back })
    await expect(back).toHaveAttribute('href', c.home)
    await back.click()
    await expect(page).toHaveURL(new RegExp(`localhost:\\d+${c.home === '/' ? '/$' : '/zh$'}`))
  })
}

test('paths that look like files answer 404, never an error', async ({ request }) => {
  for (const path of ['/favicon.png', '/wp-login.php', '/zh/old-page.html']) {
    expect((await request.get(path)).status(), path).toBe(404)
  }
})
