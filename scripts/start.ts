/**
 * `npm start`: builds the site against the sandbox provider, starts the sandbox
 * (demo data on first start) and serves the site the way a static host would.
 * PORT (default 4321) and SANDBOX_PORT (default 8787) move them.
 */
import { join } from 'node:path';
import { buildSite, ROOT, startChild } from './lib.ts';
import { createStaticHost } from '../hosting/static-server.ts';

const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 4321);
const sandboxPort = Number(process.env.SANDBOX_PORT ?? 8787);
const siteOrigin = `http://${host}:${port}`;
const apiBase = process.env.PUBLIC_PROVIDER_API_BASE ?? `http://127.0.0.1:${sandboxPort}`;

console.log(`Building the site against the provider at ${apiBase}…`);
buildSite(apiBase);

const sandbox = startChild(process.execPath, [join(ROOT, 'sandbox', 'main.ts')], {
  env: { SANDBOX_PORT: String(sandboxPort), SITE_ORIGIN: siteOrigin },
});
sandbox.on('exit', (code) => {
  console.error(`The sandbox provider stopped (exit ${code}).`);
  process.exit(code ?? 1);
});

const site = await createStaticHost(join(ROOT, 'dist'));
await site.listen(port, host);
console.log(`\nSkyline is running: ${siteOrigin}/\nSandbox control panel (demo accounts, mailbox, clock): http://127.0.0.1:${sandboxPort}/__sandbox/\n`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    sandbox.kill(signal);
    void site.close().finally(() => process.exit(0));
  });
}
