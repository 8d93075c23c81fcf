/** Client app versions (contract: src/lib/core/contract/app.ts). */
import { endpoints } from '../../src/lib/core/contract/index.ts';
import type { SandboxContext } from '../core/context.ts';
import { downloadDigest, findAppVersion } from './app-versions.ts';
import { ProviderError, type ApiRouter } from '../core/router.ts';

export function registerAppRoutes(router: ApiRouter, ctx: SandboxContext): void {
  router.on(endpoints.appVersion, ({ query }) => {
    const row = findAppVersion(ctx.db, query.client);
    if (!row) throw new ProviderError(404, 'NotFound', `no release for ${query.client}`);
    return {
      client: row.client,
      version: row.version,
      releasedAt: row.released_at,
      downloadUrl: `${ctx.publicOrigin()}${row.download_path}`,
      minimumOs: row.minimum_os,
      ...downloadDigest(row),
    };
  });
}
