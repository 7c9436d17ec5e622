import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

import { waitForHydration } from '../e2e/helpers'

export type Look = { width: 390 | 1280; colorScheme: 'light' | 'dark' }

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
export const fullMatrix = process.env.A11Y_MATRIX === 'full'
export function looksFor(routeIndex: number, localeIndex: number) {
  return fullMatrix ? looks : [looks[(routeIndex + 2 * localeIndex) % looks.length]!]
}
export const lookLabel = (look: Look) => `${look.width} ${look.colorScheme}`

const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/** Opens `path` in `look` and waits until it is usable: the status it answered must be `status`. */
export async function openInLook(page: Page, path: string, look: Look, status = 200) {
  await page.setViewportSize({ width: look.width, height: look.width === 390 ? 844 : 900 })
  await page.emulateMedia({ colorScheme: look.colorScheme })
  const response = await page.goto(path)
  expect(response?.status(), path).toBe(status)
  // The 404 page is served whole, without scripts: nothing to wait for.
  if (status === 200) await waitForHydration(page)
}

/** The open page's WCAG 2.2 A/AA violations: each rule with the elements it names. */
export async function axeFindings(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(wcag).analyze()
  return results.violations.map(
    (v) => `${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  )
}

/** "390 light: 0", or the rules a look broke. */
export const axeSummary = (look: Look, found: string[]) =>
  `${lookLabel(look)}: ${found.length ? found.map((f) => f.split(' ')[0]).join(' ') : 0}`
