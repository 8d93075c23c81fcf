/**
 * The desktop panel's state and actions (issue 13 item 2, docs/decisions/0034): its own
 * stored login, the paste box's import (read, checked with `hmac/check`, stored), the
 * account's services with what the panel shows of each, and the client version check.
 * The islands and the page script render these and call these; every rule they apply is
 * in rules/ (login-link, client-version, usage, client-tutorial, one-tap-import).
 *
 * HmacCheckFailed, from any of the panel's calls made with the panel's login, forgets the
 * PANEL's login only (never the browser's own, lib/core/stores/session.ts) and the page says so;
 * connection trouble keeps it. A pasted link is checked before it replaces that login, so
 * a refused paste leaves it as it was.
 */
import { atom } from 'nanostores';
import * as z from 'zod/mini';
import { LoginPair } from '../core/contract/common.ts';
import { hmacCheck, auInfo, auService, type ServiceDetail } from '../account/contract.ts';
import { appVersion } from '../core/contract/app.ts';
import type { ProviderClient } from '../core/api/provider-client.ts';
import type { AppErrorName } from '../core/api/errors.ts';
import { parsePastedLoginLink } from '../login/login-link.ts';
import { DESKTOP_CLIENTS, clientReportFrom, updateVerdict, type ClientReport, type DesktopClient, type UpdateVerdict } from './client-version.ts';
import { usageView, type UsageView } from '../service/usage.ts';
import { IMPORTED_PROFILE_NAME, subscriptionAddress } from '../subscription/one-tap-import.ts';
import { tutorialFor, type ClientOffer } from '../subscription/client-tutorial.ts';
import { localValue, sessionValue } from '../core/stores/persist.ts';
import { STORED_NAMES } from '../core/stores/stored-names.ts';

/** The panel's login (its own stored name: the browser's login is not touched). */
export const $panelLogin = localValue<LoginPair | null>(STORED_NAMES.panelLogin, z.nullable(LoginPair), null);

const ClientReportSchema = z.object({ client: z.enum(DESKTOP_CLIENTS), version: z.string().check(z.maxLength(40)) });
/** Which client opened the panel (kept for the tab, so the panel's other pages know it too). */
export const $panelClient = sessionValue<ClientReport | null>(STORED_NAMES.panelClient, z.nullable(ClientReportSchema), null);

/** Forgets the panel's login ("log out on this computer", or a refused link). */
export function forgetPanelLogin(): void {
  $panelLogin.set(null);
}

// ---------------------------------------------------------------------------------------
// win/import

export type PanelImportState =
  | { kind: 'idle' }
  | { kind: 'checking' }
  /** The paste itself was refused: nothing was sent anywhere. */
  | { kind: 'refused'; problem: 'empty' | 'malformed' | 'foreign' }
  /** The provider refused the pasted link (HmacCheckFailed): the panel's own login stays as it was. */
  | { kind: 'rejected' }
  /** The check could not be made (connection, timeout, server): nothing changed; try again. */
  | { kind: 'failed'; error: AppErrorName }
  | { kind: 'done' };

export const $panelImport = atom<PanelImportState>({ kind: 'idle' });

/**
 * Reads what was pasted, checks it with the provider and stores it as the panel's login.
 * True when stored (the page then opens win/services). A press while a check is under
 * way does nothing. The pasted text is never logged or sent anywhere but `hmac/check`.
 */
export async function importPanelLink(client: ProviderClient, pasted: string, siteOrigin: string): Promise<boolean> {
  if ($panelImport.get().kind === 'checking') return false;
  const reading = parsePastedLoginLink(pasted, { expectedOrigin: siteOrigin });
  if (reading.kind !== 'valid') {
    $panelImport.set({ kind: 'refused', problem: reading.kind });
    return false;
  }
  $panelImport.set({ kind: 'checking' });
  const result = await client.call(hmacCheck, { body: reading.pair });
  if (!result.ok) {
    if (result.error === 'HmacCheckFailed') {
      // The pasted link was refused, not the login the panel keeps (checked before it would
      // replace it): that one goes only when it is the very link refused (ADR 0041).
      const kept = $panelLogin.get();
      if (kept?.uuid === reading.pair.uuid && kept.hmac === reading.pair.hmac) forgetPanelLogin();
      $panelImport.set({ kind: 'rejected' });
    } else {
      $panelImport.set({ kind: 'failed', error: result.error });
    }
    return false;
  }
  $panelLogin.set(reading.pair);
  $panelImport.set({ kind: 'done' });
  return true;
}

/** The box was edited after a refusal: the old message no longer describes what is there. */
export function clearPanelImportProblem(): void {
  const state = $panelImport.get().kind;
  if (state === 'refused' || state === 'rejected' || state === 'failed') $panelImport.set({ kind: 'idle' });
}

// ---------------------------------------------------------------------------------------
// win/services

/** One desktop platform's apps for a service's address: the recommended one first. */
export interface DesktopOffers {
  platform: DesktopClient;
  offers: ClientOffer[];
}

/** One service as the panel shows it. */
export interface PanelService {
  detail: ServiceDetail;
  usage: UsageView;
  /** The subscription address as checked (rules/one-tap-import), or null: not Active, or not an address we hand on. */
  address: string | null;
  /** The desktop apps' import links for the address, the panel's own client's platform first. */
  desktop: DesktopOffers[];
}

export type PanelServicesState =
  | { kind: 'loggedOut' }
  | { kind: 'loading' }
  /** The provider refused the panel's login: it was forgotten. */
  | { kind: 'rejected' }
  /**
   * The provider closed the account (AccountClosed, ADR 0056 and 0062): the panel says so and
   * offers support only. The login is kept: it is what support needs to find the account.
   */
  | { kind: 'closed' }
  | { kind: 'error'; error: AppErrorName }
  | { kind: 'ready'; services: PanelService[] };

export const $panelServices = atom<PanelServicesState>({ kind: 'loading' });

/** The desktop platforms, the one the panel was opened from first. */
function platformsFirst(own: DesktopClient | null): DesktopClient[] {
  return own ? [own, ...DESKTOP_CLIENTS.filter((platform) => platform !== own)] : [...DESKTOP_CLIENTS];
}

/** What the panel shows of one service's details, worked out at `now`. */
export function panelService(detail: ServiceDetail, providerOrigins: readonly string[], own: DesktopClient | null, now: number): PanelService {
  const address = detail.subscriptionUrl === null ? null : subscriptionAddress(detail.subscriptionUrl, providerOrigins);
  const desktop = address === null ? [] : platformsFirst(own).map((platform) => {
    const tutorial = tutorialFor(platform, address, IMPORTED_PROFILE_NAME);
    return { platform, offers: [tutorial.recommended, ...tutorial.others] };
  });
  return { detail, usage: usageView(detail.usage, detail.addons, now), address, desktop };
}

let loads = 0;

/**
 * Loads the account's services (`au/info`, then `au/service/{id}` for each) with the
 * panel's login. Only the newest load sets the state (a retry pressed during a load).
 */
export async function loadPanelServices(client: ProviderClient, providerOrigins: readonly string[]): Promise<void> {
  const login = $panelLogin.get();
  if (!login) {
    $panelServices.set({ kind: 'loggedOut' });
    return;
  }
  const load = ++loads;
  $panelServices.set({ kind: 'loading' });
  const info = await client.call(auInfo, { body: login });
  if (load !== loads) return;
  if (!info.ok) {
    failed(info.error);
    return;
  }
  const ids = [...info.data.jjService.map((service) => service.id), ...info.data.unpaidService.map((service) => service.id)];
  const details = await Promise.all(ids.map((id) => client.call(auService, { params: { id }, query: login })));
  if (load !== loads) return;
  const refused = details.find((detail) => !detail.ok);
  if (refused && !refused.ok) {
    failed(refused.error);
    return;
  }
  const own = $panelClient.get()?.client ?? null;
  const now = Date.now();
  $panelServices.set({ kind: 'ready', services: details.flatMap((detail) => (detail.ok ? [panelService(detail.data, providerOrigins, own, now)] : [])) });
}

function failed(error: AppErrorName): void {
  if (error === 'HmacCheckFailed') {
    forgetPanelLogin();
    $panelServices.set({ kind: 'rejected' });
    return;
  }
  if (error === 'AccountClosed') {
    $panelServices.set({ kind: 'closed' });
    return;
  }
  $panelServices.set({ kind: 'error', error });
}

/** "Log out on this computer". */
export function logOutPanel(): void {
  forgetPanelLogin();
  $panelServices.set({ kind: 'loggedOut' });
}

// ---------------------------------------------------------------------------------------
// The client version check (every win page)

export const $clientUpdate = atom<{ report: ClientReport; verdict: UpdateVerdict } | null>(null);

/**
 * Takes the client's report from the address when it is there (and keeps it for the
 * tab), then asks `app/version` and compares. A panel opened without a report, or a
 * check that cannot be made, shows nothing: the panel works the same without it, and the
 * client asks again the next time it opens the panel.
 */
export async function checkClientVersion(client: ProviderClient, search: string, providerOrigins: readonly string[]): Promise<void> {
  const reported = clientReportFrom(search);
  if (reported) $panelClient.set(reported);
  await checkKeptClientVersion(client, providerOrigins);
}

/** A report the client sent by message (lib/win/panel-bridge.ts accepted it): kept and checked like one in the address. */
export async function takeClientReport(client: ProviderClient, report: ClientReport, providerOrigins: readonly string[]): Promise<void> {
  $panelClient.set(report);
  await checkKeptClientVersion(client, providerOrigins);
}

async function checkKeptClientVersion(client: ProviderClient, providerOrigins: readonly string[]): Promise<void> {
  const report = $panelClient.get();
  if (!report) return;
  const latest = await client.call(appVersion, { query: { client: report.client } });
  // A newer report arrived meanwhile: its own check sets the notice.
  if (!latest.ok || $panelClient.get() !== report) return;
  $clientUpdate.set({ report, verdict: updateVerdict(report, latest.data, providerOrigins) });
}
