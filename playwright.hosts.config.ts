import { defineConfig } from '@playwright/test';
import { PLAYWRIGHT_BROWSER } from './scripts/lib.ts';
import { E2E_SITE_PORT } from './tests/e2e/ports.ts';
import { NGINX_ORIGIN, WORKERD_ORIGIN } from './tests/hosts/ports.ts';

/**
 * The host smoke tests (docs/decisions/0050): the browser tests' build behind Cloudflare's
 * runtime (workerd, through wrangler dev, offline) and behind Debian's nginx, the same
 * checks on each. `npm test` runs them after the main browser tests (scripts/test-all.ts);
 * scripts/serve-hosts.ts starts the sandbox and both hosts.
 */
export default defineConfig({
  testDir: 'tests/hosts',
  outputDir: `test-results/hosts-${E2E_SITE_PORT}`,
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: PLAYWRIGHT_BROWSER,
  projects: [
    { name: 'workerd', use: { baseURL: WORKERD_ORIGIN } },
    { name: 'nginx', use: { baseURL: NGINX_ORIGIN } },
  ],
  webServer: {
    command: 'node scripts/serve-hosts.ts',
    url: `${WORKERD_ORIGIN}/zh-TW/order/place`,
    reuseExistingServer: !process.env.CI,
    timeout: 240_000,
    stdout: 'pipe',
  },
});
