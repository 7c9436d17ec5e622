import { expect, test } from '@playwright/test'

test('the advisor carousel works with the mouse and the keyboard', async ({ page }) => {
  await page.goto('/')
  const carousel = page.getByRole('region', { name: 'Meet our former admissions officers' })
  const slides = carousel.getByRole('group')
  expect(await slides.count()).toBeGreaterThanOrEqual(6)
  // Each advisor: name, title, reviews label, description, and 6 school logos named by their alt text.
  const logos = slides.first().getByRole('img')
  await expect(logos).toHaveCount(6)
  for (const alt of await logos.evaluateAll((images) => images.map((i) => i.getAttribute('alt'))))
    expect(alt).toMatch(/\w{3}/)

  const current = () => carousel.locator('button[aria-current="true"]')
  await expect(current()).toHaveAccessibleName('Show slide 1')
  await carousel.getByRole('button', { name: 'Next' }).click()
  await expect(current()).toHaveAccessibleName('Show slide 2')
  await carousel.getByRole('button', { name: 'Show slide 4' }).click()
  await expect(current()).toHaveAccessibleName('Show slide 4')

  // Keyboard: the controls take Enter, and arrow keys move the slides.
  await carousel.getByRole('button', { name: 'Previous' }).focus()
  await page.keyboard.press('Enter')
  await expect(current()).toHaveAccessibleName('Show slide 3')
  await page.keyboard.press('ArrowRight')
  await expect(current()).toHaveAccessibleName('Show slide 4')

  await carousel.getByRole('button', { name: 'Pause the carousel' }).click()
  await expect(carousel.getByRole('button', { name: 'Play the carousel' })).toBeVisible()
})

test.describe('for visitors who prefer reduced motion', () => {
  test.use({ reducedMotion: 'reduce' })

  test('the carousel does not play by itself, in either language', async ({ page }) => {
    await page.goto('/zh')
    const carousel = page.getByRole('region', { name: '认识我们的前招生官' })
    await expect(carousel.getByRole('button', { name: '继续轮播' })).toBeVisible()
    await expect(carousel.locator('button[aria-current="true"]')).toHaveAccessibleName(
      '显示第 1 张',
    )
  })
})
