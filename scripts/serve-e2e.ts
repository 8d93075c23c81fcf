/**
 * The browser tests' servers: builds the site against the test sandbox, then starts
 * the sandbox provider (fresh database, quick human check) and the static host.
 * Playwright starts this as its webServer.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { buildSite, ROOT } from './lib.ts';
import { createStaticHost } from '../hosting/static-server.ts';
import { createSandbox } from '../sandbox/server.ts';
import { E2E_SANDBOX_ORIGIN, E2E_SANDBOX_PORT, E2E_SITE_ORIGIN, E2E_SITE_PORT } from '../tests/e2e/ports.ts';

if (process.env.E2E_SKIP_BUILD !== '1') buildSite(E2E_SANDBOX_ORIGIN);

const sandbox = createSandbox({
  dbPath: join(mkdtempSync(join(tmpdir(), 'skyline-e2e-')), 'sandbox.db'),
  hmacSecret: randomBytes(32).toString('hex'),
  siteOrigin: E2E_SITE_ORIGIN,
  publicOrigin: E2E_SANDBOX_ORIGIN,
  // The provider decides how hard the proof of work is; the test provider keeps it quick.
  verifyDifficulty: 4,
  log: false,
});
await sandbox.listen(E2E_SANDBOX_PORT, '127.0.0.1');
const host = await createStaticHost(join(ROOT, 'dist'));
await host.listen(E2E_SITE_PORT);
console.log(`e2e: site ${E2E_SITE_ORIGIN}, sandbox ${E2E_SANDBOX_ORIGIN}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void Promise.all([host.close(), sandbox.close()]).finally(() => process.exit(0));
  });
}
