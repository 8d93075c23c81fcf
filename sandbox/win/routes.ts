/**
 * `POST /au/client/check` (contract: src/lib/win/contract.ts; docs/decisions/0034):
 * may this desktop client, at this version and with this login, be used? The version rule
 * is the site's own (src/lib/win/client-version.ts): the oldest supported release is the
 * latest's major version, anything older must update.
 */
import { endpoints, type ClientUpdate } from '../../src/lib/core/contract/index.ts';
import { compareVersions, minimumSupported, parseVersion } from '../../src/lib/win/client-version.ts';
import type { SandboxContext } from '../core/context.ts';
import { isNeverPaid, serviceState } from '../core/accounts.ts';
import { findAppVersion } from '../landing/app-versions.ts';
import { listServices } from '../core/account-rows.ts';
import { ProviderError, validationFailed, type ApiRouter } from '../core/router.ts';
import { authenticate } from '../account/routes.ts';

export function registerClientCheckRoutes(router: ApiRouter, ctx: SandboxContext): void {
  router.on(endpoints.clientCheck, ({ body }) => {
    const user = authenticate(ctx, body.uuid, body.hmac);
    const release = findAppVersion(ctx.db, body.client);
    if (!release) throw new ProviderError(404, 'NotFound', `no release for ${body.client}`);
    const current = parseVersion(body.version);
    const latest = parseVersion(release.version);
    const minimum = minimumSupported(release.version);
    const oldest = parseVersion(minimum);
    if (!current) throw validationFailed(['version'], 'not a version');
    if (!latest || !oldest) throw new Error(`the stored release ${release.version} is not a version`);
    const update: ClientUpdate = compareVersions(current, oldest) < 0 ? 'required' : compareVersions(current, latest) < 0 ? 'available' : 'none';
    const now = ctx.clock.now();
    const hasActiveService = listServices(ctx.db, user.uuid).some((row) => !isNeverPaid(row) && serviceState(row, now).status === 'Active');
    return {
      usable: update !== 'required' && hasActiveService,
      update,
      hasActiveService,
      latestVersion: release.version,
      minimumVersion: minimum,
      downloadUrl: `${ctx.publicOrigin()}${release.download_path}`,
    };
  });
}
