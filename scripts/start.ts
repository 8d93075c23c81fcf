/**
 * `npm start`: starts the sandbox provider (demo data on first start), builds the site
 * against it (the build prerenders the provider's plans) and serves the site the way a
 * static host would. PORT (default 4321) and SANDBOX_PORT (default 8787) move them.
 */
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildSite, ROOT, startChild } from './lib.ts';
import { createStaticHost } from '../hosting/static-server.ts';
import { HELP_DESK_PREFIX } from '../hosting/hosting-files.ts';

const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 4321);
const sandboxPort = Number(process.env.SANDBOX_PORT ?? 8787);
const siteOrigin = `http://${host}:${port}`;
const apiBase = process.env.PUBLIC_PROVIDER_API_BASE ?? `http://127.0.0.1:${sandboxPort}`;

const sandbox = startChild(process.execPath, [join(ROOT, 'sandbox', 'main.ts')], {
  env: { SANDBOX_PORT: String(sandboxPort), SITE_ORIGIN: siteOrigin },
});
sandbox.on('exit', (code) => {
  console.error(`The sandbox provider stopped (exit ${code}).`);
  process.exit(code ?? 1);
});

/** Waits (up to 30 s) until the provider answers, so the build can read its plans. */
async function providerAnswers(base: string): Promise<boolean> {
  for (let attempt = 0; attempt < 60; attempt++) {
    try {
      const response = await fetch(`${base}/au/api/v2/products`, { signal: AbortSignal.timeout(1000) });
      if (response.ok) return true;
    } catch {
      // not listening yet
    }
    await sleep(500);
  }
  return false;
}

if (!(await providerAnswers(apiBase))) console.warn(`The provider at ${apiBase} does not answer yet; the order page will load its plans in the browser.`);
console.log(`Building the site against the provider at ${apiBase}…`);
await buildSite(apiBase);

// The help desk answers on the site's own origin (spec section 7); locally the provider stands in for it.
const site = await createStaticHost(join(ROOT, 'dist'), { forward: [{ prefix: HELP_DESK_PREFIX, origin: apiBase }] });
await site.listen(port, host);
console.log(`\nSkyline is running: ${siteOrigin}/\nSandbox control panel (demo accounts, mailbox, clock): http://127.0.0.1:${sandboxPort}/__sandbox/\n`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    sandbox.kill(signal);
    void site.close().finally(() => process.exit(0));
  });
}
