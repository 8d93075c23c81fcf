import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/lib.ts';
import { E2E_SITE_ORIGIN, E2E_SITE_PORT } from './tests/e2e/ports.ts';

/**
 * Browser tests run in Debian's Chromium against the built site and the sandbox
 * provider (scripts/serve-e2e.ts builds and starts both).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  // One folder per site port, so two runs side by side never clear each other's traces.
  outputDir: `test-results/${E2E_SITE_PORT}`,
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: `playwright-report/${E2E_SITE_PORT}` }]],
  use: {
    baseURL: E2E_SITE_ORIGIN,
    // A person's browser: an ordinary user agent, and no automation flag. The bot
    // check stays as strict as in production; tests look like people, not the reverse.
    userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
    locale: 'zh-TW',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS, '--disable-blink-features=AutomationControlled'],
      ignoreDefaultArgs: ['--enable-automation'],
    },
    trace: 'retain-on-failure',
    // page.route cannot see what a service worker answers, so specs that fail or delay a
    // chunk would miss it; the offline spec allows the worker (docs/decisions/0020).
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'main', testIgnore: /(clock|after-all)\.spec\.ts/ },
    // Tests that move the sandbox's shared clock run last, one at a time.
    // One worker: the clock-moving files would otherwise run side by side and move each other's clock.
    { name: 'clock', testMatch: /clock\.spec\.ts/, dependencies: ['main'], fullyParallel: false, workers: 1 },
    // Checks on what the whole suite left behind (the ledgers add up), once everything has run.
    { name: 'after-all', testMatch: /after-all\.spec\.ts/, dependencies: ['clock'] },
  ],
  webServer: {
    command: 'node scripts/serve-e2e.ts',
    url: `${E2E_SITE_ORIGIN}/zh-TW/order/place`,
    reuseExistingServer: !process.env.CI,
    timeout: 240_000,
    stdout: 'pipe',
  },
});
