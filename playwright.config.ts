import { defineConfig } from '@playwright/test';
import { PLAYWRIGHT_BROWSER } from './scripts/lib.ts';
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
  use: { ...PLAYWRIGHT_BROWSER, baseURL: E2E_SITE_ORIGIN },
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
