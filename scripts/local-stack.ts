/**
 * A throwaway local stack for the browser tests and the benchmark: a sandbox provider
 * on a fresh database (quick human check) and the static host over the built site.
 * The sandbox starts first, so the build can read the plans it prerenders from it.
 */
import { createStaticHost } from '../hosting/static-server.ts';
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

/** The built site at `root` behind the chosen host on `port`, forwarding the help desk to `helpDeskOrigin`. */
async function startHost(kind: HostKind, root: string, port: number, helpDeskOrigin: string): Promise<RunningHost> {
  if (kind === 'nginx') return startNginx({ root, port, helpDeskOrigin });
  // wrangler's devtools port beside the site's, so two stacks never share the default 9229.
  if (kind === 'workerd') return startWorkerd({ root, port, inspectorPort: port + 3, helpDeskOrigin });
  const site = await createStaticHost(root, { forward: [{ prefix: HELP_DESK_PREFIX, origin: helpDeskOrigin }] });
  return { origin: await site.listen(port), close: () => site.close() };
}

export async function startLocalStack(options: { sitePort: number; sandboxPort: number; name: string; root: string; build?: (sandboxOrigin: string) => Promise<void>; host?: HostKind; otherSites?: string[] }) {
  const siteOrigin = `http://127.0.0.1:${options.sitePort}`;
  const sandboxOrigin = `http://127.0.0.1:${options.sandboxPort}`;
  // The provider decides how hard the proof of work is; a test provider keeps it quick.
  // `otherSites`: another build of the site on its own port may call the provider too (the failover spec's).
  const sandbox = await startTestSandbox({ name: options.name, port: options.sandboxPort, siteOrigin, publicOrigin: sandboxOrigin, allowedOrigins: options.otherSites ?? [] });
  try {
    await options.build?.(sandboxOrigin);
  } catch (error) {
    await sandbox.close();
    throw error;
  }
  // The help desk answers on the site's own origin (spec section 7); the sandbox stands in for it.
  const site = await startHost(options.host ?? 'node', options.root, options.sitePort, sandboxOrigin).catch(async (error: unknown) => {
    await sandbox.close();
    throw error;
  });
  return {
    siteOrigin,
    sandboxOrigin,
    /** The sandbox's control API, typed by its own schemas. */
    control: sandbox.control,
    close: () => Promise.all([site.close(), sandbox.close()]).then(() => undefined),
  };
}
