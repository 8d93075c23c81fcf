/**
 * The host smoke tests' servers (playwright.hosts.config.ts): the sandbox provider on the
 * browser tests' sandbox port, the browser tests' build (built here when missing), and
 * that same folder behind workerd (wrangler dev) and behind Debian's nginx, both
 * forwarding the help desk to the sandbox through a recording tap (tests/hosts/help-desk-tap.ts).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite, e2eBuildDir } from './lib.ts';
import { startNginx, startWorkerd } from './host-runtimes.ts';
import { startTestSandbox } from '../sandbox/core/test-sandbox.ts';
import { E2E_SANDBOX_ORIGIN, E2E_SITE_ORIGIN, E2E_SITE_PORT } from '../tests/e2e/ports.ts';
import { HOSTS_SANDBOX_PORT, HOSTS_TAP_PORT, NGINX_ORIGIN, NGINX_PORT, WORKERD_INSPECTOR_PORT, WORKERD_ORIGIN, WORKERD_PORT } from '../tests/hosts/ports.ts';
import { startHelpDeskTap } from '../tests/hosts/help-desk-tap.ts';

const root = e2eBuildDir(E2E_SITE_PORT);
const sandbox = await startTestSandbox({ name: 'hosts', port: HOSTS_SANDBOX_PORT, siteOrigin: E2E_SITE_ORIGIN, publicOrigin: E2E_SANDBOX_ORIGIN, allowedOrigins: [WORKERD_ORIGIN, NGINX_ORIGIN] });
if (process.env.HOSTS_BUILD === '1' || !existsSync(join(root, 'wrangler.jsonc'))) await buildSite(sandbox.origin, root);
const tap = await startHelpDeskTap(HOSTS_TAP_PORT, sandbox.origin);
const hosts = [
  await startNginx({ root, port: NGINX_PORT, helpDeskOrigin: tap.origin }),
  await startWorkerd({ root, port: WORKERD_PORT, inspectorPort: WORKERD_INSPECTOR_PORT, helpDeskOrigin: tap.origin }),
  tap,
];
console.log(`hosts: nginx ${NGINX_ORIGIN}, workerd ${WORKERD_ORIGIN}, sandbox ${sandbox.origin}, build ${root}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void Promise.all([...hosts.map((host) => host.close()), sandbox.close()]).finally(() => process.exit(0));
  });
}
