/**
 * `npm test`: every check, in order, stopping at the first failure:
 * typecheck, lint, unit and contract tests, browser tests in Chromium, the same build
 * behind workerd and nginx, then the byte
 * budgets of the very build the browser tests ran on (so the site is built once).
 */
import { join } from 'node:path';
import { checkBudgets } from './budgets.ts';
import { BIN, e2eBuildDir, ensureChromium, run, runQuietly } from './lib.ts';
import { ensureNginx } from './host-runtimes.ts';
import { E2E_SITE_PORT } from '../tests/e2e/ports.ts';

const steps: [string, () => number | Promise<number>][] = [
  ['browser (Chromium) present', () => {
    ensureChromium();
    return 0;
  }],
  // The unit tests check the emitted nginx file with nginx's own parser; the host smoke tests serve the build with it.
  ['nginx present', () => {
    ensureNginx();
    return 0;
  }],
  // astro check covers .astro and every .ts/.tsx file of tsconfig.json, strictly. Each of
  // the two uses one core: side by side they take the time of the longer.
  ['typecheck (strict, .astro and TypeScript) and lint (zero warnings), side by side', async () => {
    const codes = await Promise.all([
      runQuietly(join(BIN, 'astro'), ['check', '--minimumSeverity', 'warning'], { ASTRO_TELEMETRY_DISABLED: '1' }),
      runQuietly(join(BIN, 'eslint'), ['.', '--max-warnings=0']),
    ]);
    return codes.find((code) => code !== 0) ?? 0;
  }],
  ['unit and contract tests', () => run(join(BIN, 'vitest'), ['run'])],
  ['browser tests (Playwright, Chromium)', () => run(join(BIN, 'playwright'), ['test'])],
  // The same build behind Cloudflare's runtime (workerd) and Debian's nginx (docs/decisions/0050).
  ['host smoke tests (workerd and nginx, the same build)', () => run(join(BIN, 'playwright'), ['test', '-c', 'playwright.hosts.config.ts'])],
  ['byte budgets (first load, brotli; no framework JS on static pages)', () => checkBudgets(e2eBuildDir(E2E_SITE_PORT))],
];

const started = Date.now();
for (const [name, step] of steps) {
  console.log(`\n▶ ${name}`);
  const stepStarted = Date.now();
  let code: number;
  try {
    code = await step();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    code = 1;
  }
  if (code !== 0) {
    console.error(`\n✖ ${name} failed (exit ${code})`);
    process.exit(code);
  }
  console.log(`✔ ${name}: ${Math.round((Date.now() - stepStarted) / 1000)} s`);
}
console.log(`\n✔ every check passed in ${Math.round((Date.now() - started) / 1000)} s`);
