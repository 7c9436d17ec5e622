import { expect, test } from '@playwright/test'

// The colour-scheme hint is critical: a browser that meets it retries the request to send it, so
// on a public page every first visit would be served twice.
for (const path of ['/', '/zh']) {
  test(`${path} asks for no critical client hint`, async ({ request }) => {
    const response = await request.get(path)
    expect(response.status()).toBe(200)
    const headers = response.headers()
    expect(headers['critical-ch']).toBeUndefined()
    expect(headers['accept-ch'] ?? '').not.toMatch(/prefers-color-scheme/i)
    expect(headers['vary'] ?? '').not.toMatch(/prefers-color-scheme/i)
  })
}

test('the admin panel still asks for the colour scheme it reads', async ({ request }) => {
  const response = await request.get('/admin/login')
  expect(response.status()).toBe(200)
  expect(response.headers()['critical-ch']).toMatch(/Sec-CH-Prefers-Color-Scheme/i)
  expect(response.headers()['accept-ch']).toMatch(/Sec-CH-Prefers-Color-Scheme/i)
})
