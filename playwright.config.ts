import fs from 'node:fs'

import { defineConfig, devices } from '@playwright/test'

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100)

/**
 * Debian's headless shell (package chromium-headless-shell, the build Playwright itself runs
 * headless) where installed: the suite took a quarter less time in it than in full Chromium on
 * two cores, where the browser is most of the work. Full Chromium otherwise.
 */
const headlessShell = '/usr/bin/chromium-headless-shell'
const browserPath =
  process.env.CHROMIUM_PATH ?? (fs.existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium')
const baseURL = `http://localhost:${E2E_PORT}`

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    // A failed test keeps its trace (actions, DOM snapshots, network) without the screencast,
    // which costs every passing test its frames too.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    launchOptions: {
      executablePath: browserPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // Crawlers over every route and both languages, against the same server. Listed first: with
    // one worker, projects run in this order, so they see the seeded content before the specs
    // add test documents of their own (untranslated, hidden, …).
    { name: 'quality', testDir: 'tests/quality', use: { ...devices['Desktop Chrome'] } },
    { name: 'chromium', use: { ...devices['Desktop Chrome'] } },
  ],
  webServer: {
    // Its own database, build folder and mailbox: never the demo portal's.
    command: 'tsx tests/e2e/server.ts',
    url: `${baseURL}/my-account-login`,
    // A cold production build on a busy 2-core machine can take over ten minutes.
    timeout: 900_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: { E2E_PORT: String(E2E_PORT) },
  },
})
