/**
 * A throwaway local stack for the browser tests and the benchmark: a sandbox provider
 * on a fresh database (quick human check) and the static host over the built site.
 * The sandbox starts first, so the build can read the plans it prerenders from it.
 */
import { createStaticHost } from '../hosting/static-server.ts';
import { HELP_DESK_PREFIX } from '../hosting/hosting-files.ts';
import { startTestSandbox } from '../sandbox/core/test-sandbox.ts';

export async function startLocalStack(options: { sitePort: number; sandboxPort: number; name: string; root: string; build?: (sandboxOrigin: string) => Promise<void>; otherSites?: string[] }) {
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
  const site = await createStaticHost(options.root, { forward: [{ prefix: HELP_DESK_PREFIX, origin: sandboxOrigin }] });
  await site.listen(options.sitePort);
  return {
    siteOrigin,
    sandboxOrigin,
    /** The sandbox's control API, typed by its own schemas. */
    control: sandbox.control,
    close: () => Promise.all([site.close(), sandbox.close()]).then(() => undefined),
  };
}
