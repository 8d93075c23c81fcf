/**
 * A throwaway local stack for the browser tests and the benchmark: a sandbox provider
 * on a fresh database (quick human check) and the static host over the built site.
 * The sandbox starts first, so the build can read the plans it prerenders from it.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createStaticHost, type HostTls } from '../hosting/static-server.ts';
import { HELP_DESK_PREFIX } from '../hosting/hosting-files.ts';
import { startTestSandbox } from '../sandbox/core/test-sandbox.ts';
import { startNginx, startWorkerd, type RunningHost } from './host-runtimes.ts';

/** Which host serves the build: the project's Node server, Cloudflare's workerd (wrangler dev) or Debian's nginx. */
export type HostKind = 'node' | 'workerd' | 'nginx';

/**
 * The host a script asks for by name (`BENCH_HOST`), or an error naming the choices.
 * @example hostKind(undefined) // 'node'
 */
export function hostKind(named: string | undefined): HostKind {
  if (named === undefined || named === '' || named === 'node') return 'node';
  if (named === 'workerd' || named === 'nginx') return named;
  throw new Error(`the host must be node, workerd or nginx, not "${named}"`);
}

/**
 * One host or several, comma-separated (the bench compares hosts in one run), each once.
 * @example hostKinds('node,workerd,nginx') // ['node', 'workerd', 'nginx']
 * @example hostKinds(undefined) // ['node']
 */
export function hostKinds(named: string | undefined): HostKind[] {
  return [...new Set((named ?? '').split(',').map((name) => hostKind(name.trim())))];
}

/**
 * A certificate for 127.0.0.1 made for this run by Debian's `openssl` (the browser is
 * told to accept it): what the Node host needs to speak HTTP/2, as production hosts do.
 */
export function throwawayCertificate(): HostTls {
  const dir = mkdtempSync(join(tmpdir(), 'skyline-tls-'));
  try {
    execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')], { stdio: 'ignore' });
    return { key: readFileSync(join(dir, 'key.pem'), 'utf8'), cert: readFileSync(join(dir, 'cert.pem'), 'utf8') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The built site at `root` behind the chosen host on `port`, forwarding the help desk to `helpDeskOrigin`; the Node host over HTTPS and HTTP/2 with `tls`. */
async function startHost(kind: HostKind, root: string, port: number, helpDeskOrigin: string, tls?: HostTls, bodyHeldMs?: number): Promise<RunningHost> {
  if (kind === 'nginx') return startNginx({ root, port, helpDeskOrigin });
  // wrangler's devtools port beside the site's, so two stacks never share the default 9229.
  if (kind === 'workerd') return startWorkerd({ root, port, inspectorPort: port + 3, helpDeskOrigin });
  const site = await createStaticHost(root, { forward: [{ prefix: HELP_DESK_PREFIX, origin: helpDeskOrigin }], ...(tls ? { tls } : {}), ...(bodyHeldMs ? { bodyHeldMs } : {}) });
  return { origin: await site.listen(port), close: () => site.close() };
}

/**
 * `moreHosts`: the same build behind other hosts too, each on its own port and calling the
 * same provider (the bench compares them load by load, `BENCH_HOST=node,workerd,nginx`).
 * `bodyHeldMs`: the first host, when it is the Node host, sends each file's headers that
 * long before its body (hosting/static-server.ts says why; the bench's own setting).
 */
export async function startLocalStack(options: { sitePort: number; sandboxPort: number; name: string; root: string; build?: (sandboxOrigin: string) => Promise<void>; host?: HostKind; moreHosts?: { kind: HostKind; port: number }[]; otherSites?: string[]; tls?: HostTls; bodyHeldMs?: number }) {
  const siteOrigin = `${options.tls ? 'https' : 'http'}://127.0.0.1:${options.sitePort}`;
  const sandboxOrigin = `http://127.0.0.1:${options.sandboxPort}`;
  const moreHosts = (options.moreHosts ?? []).map((more) => ({ ...more, origin: `http://127.0.0.1:${more.port}` }));
  // The provider decides how hard the proof of work is; a test provider keeps it quick.
  // `otherSites`: another build of the site on its own port may call the provider too (the failover spec's).
  const sandbox = await startTestSandbox({ name: options.name, port: options.sandboxPort, siteOrigin, publicOrigin: sandboxOrigin, allowedOrigins: [...(options.otherSites ?? []), ...moreHosts.map((more) => more.origin)] });
  try {
    await options.build?.(sandboxOrigin);
  } catch (error) {
    await sandbox.close();
    throw error;
  }
  // The help desk answers on the site's own origin (spec section 7); the sandbox stands in for it.
  const sites: RunningHost[] = [];
  try {
    sites.push(await startHost(options.host ?? 'node', options.root, options.sitePort, sandboxOrigin, options.tls, options.bodyHeldMs));
    for (const more of moreHosts) sites.push(await startHost(more.kind, options.root, more.port, sandboxOrigin));
  } catch (error) {
    await Promise.all([...sites.map((site) => site.close()), sandbox.close()]);
    throw error;
  }
  return {
    siteOrigin,
    sandboxOrigin,
    /** The other hosts of `moreHosts`, with their origins. */
    moreSites: moreHosts.map(({ kind, origin }) => ({ kind, origin })),
    /** The sandbox's control API, typed by its own schemas. */
    control: sandbox.control,
    close: () => Promise.all([...sites.map((site) => site.close()), sandbox.close()]).then(() => undefined),
  };
}
