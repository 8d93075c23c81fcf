/**
 * The service page's data and actions: the account's services, the one shown (the one in
 * the address, else the stored selection, else the default: rules/default-service), its
 * details, and its renewal and pending bills. The page's island
 * (islands/service/ServicePanel) only renders this state and calls these actions.
 *
 * On a bad network the last services loaded are shown from the device, with when they
 * were loaded (rules/kept-service); loading, offline, a timeout and a server error are
 * each named, with a retry, and a load always ends (the client gives up after 30 s).
 */
import { atom } from 'nanostores';
import { STORED_NAMES } from '../core/stores/stored-names.ts';
import type { LoginPair } from '../core/contract/common.ts';
import { invoiceGen, invoiceMb } from './contract.ts';
import type { ProviderClient } from '../core/api/provider-client.ts';
import type { AppErrorName } from '../core/api/errors.ts';
import { catalogued } from '../core/api/refusals.ts';
import { pickDefaultService, resolveServiceChoice, type ServiceChoice } from './default-service.ts';
import { keepLoaded, KeptServices, keptFor, ownerTag, shownService, type ShownService } from './kept-service.ts';
import { serviceOffer, type ServiceOffer } from './actions.ts';
import { deviceAllowance, usageView, type UsageView } from './usage.ts';
import { localValue } from '../core/stores/persist.ts';
import { $credentials, $selectedService } from '../core/stores/session.ts';
import { readAccountInfoShared, readServiceDetail } from '../account/store.ts';
import { settlingUnansweredReset } from '../reset/store.ts';
import { ensureResellerLoaded } from '../reseller/store.ts';

/** Why the provider's answer is missing: a catalogued error, or the device being offline. */
export type ServiceProblem = AppErrorName | 'Offline';

export type ServicePageState =
  | { kind: 'loading' }
  | { kind: 'empty' }
  | { kind: 'error'; error: ServiceProblem }
  | {
      kind: 'ready';
      services: ServiceChoice[];
      service: ShownService;
      /** The address named a service this account does not have: the default is shown instead. */
      requestedMissing: boolean;
      /** Shown from the device because the provider could not be reached: when it was loaded, and why. */
      kept: { savedAt: number; problem: ServiceProblem } | null;
      /** What its status allows, as of `at` (rules/service-actions). */
      offer: ServiceOffer;
      /** Its usage this period (rules/usage). */
      usage: UsageView;
      /** Devices it allows now: the plan's and the device packs running. */
      deviceLimit: number;
      /** When the page was worked out: "now" for the offer and the packs still running. */
      at: number;
    };

export const $servicePage = atom<ServicePageState>({ kind: 'loading' });

/** A load is under way. A service already shown (a kept copy above all) stays meanwhile. */
export const $serviceLoading = atom(false);

/** The last services loaded, for a bad network (never a login, signature, seed or token). */
export const $keptServices = localValue<KeptServices | null>(STORED_NAMES.keptServices, KeptServices, null);

/** Failures the kept copy stands in for: the provider could not be reached or could not answer. */
const UNREACHABLE: ReadonlySet<AppErrorName> = new Set(['NetworkTrouble', 'Timeout', 'ServerError', 'ProviderBusy']);


/** The ready page for a service: what it allows and its usage, worked out once, now. */
function readyState(services: ServiceChoice[], service: ShownService, requestedMissing: boolean, kept: { savedAt: number; problem: ServiceProblem } | null): ServicePageState {
  const at = Date.now();
  return { kind: 'ready', services, service, requestedMissing, kept, offer: serviceOffer(service, at), usage: usageView(service.usage, service.addons, at), deviceLimit: deviceAllowance(service.deviceLimit, service.addons, at), at };
}

/** Connection trouble while the browser knows it is offline is "offline", said as such. */
function problemOf(error: AppErrorName): ServiceProblem {
  return error === 'NetworkTrouble' && globalThis.navigator?.onLine === false ? 'Offline' : error;
}

/** The page after a failed load: the kept copy when the provider could not be reached, else the error. */
function failed(error: AppErrorName, requestedId: number | null): void {
  const problem = problemOf(error);
  const credentials = $credentials.get();
  const kept = UNREACHABLE.has(error) && credentials ? keptFor($keptServices.get(), ownerTag(credentials), requestedId, $selectedService.get()?.id ?? null) : null;
  $servicePage.set(
    kept
      ? readyState(kept.services, kept.service, requestedId !== null && requestedId !== kept.service.id, { savedAt: kept.savedAt, problem })
      : { kind: 'error', error: problem },
  );
}

let loads = 0;
/** The account whose service the page shows (its user id: a reset keeps it, so a reset's dialog stays open). */
let shownAccount: string | null = null;

/** The login whose service a load was last started for (`ensureServicePageLoaded`). */
let startedFor: string | null = null;

/**
 * Loads the page's service once per login: the page's island starts it, and a login stored
 * later (a link in the address) starts it then, never twice for the same login.
 * A new login (a link that arrived, a reset) loads again.
 */
export function ensureServicePageLoaded(client: ProviderClient, requestedId: number | null): void {
  // A reset whose answer was lost may have replaced this login: no read with it until that is settled.
  if (settlingUnansweredReset(client, () => ensureServicePageLoaded(client, requestedId))) return;
  const credentials = $credentials.get();
  if (!credentials || startedFor === credentials.hmac) return;
  startedFor = credentials.hmac;
  void loadServicePage(client, requestedId);
}

export async function loadServicePage(client: ProviderClient, requestedId: number | null): Promise<void> {
  const credentials = $credentials.get();
  if (!credentials) return;
  // Only the newest load may set the page (a retry pressed while one is under way).
  const load = ++loads;
  // A retry, the connection coming back or the same account's new login after a reset
  // keeps what is shown until the answer arrives; another account's service (a link that
  // arrived in this tab) goes at once.
  if ($servicePage.get().kind !== 'ready' || shownAccount !== credentials.uuid) $servicePage.set({ kind: 'loading' });
  shownAccount = credentials.uuid;
  $serviceLoading.set(true);
  try {
    await loadLatest(client, requestedId, credentials, load);
  } finally {
    if (load === loads) $serviceLoading.set(false);
  }
}

async function loadLatest(client: ProviderClient, requestedId: number | null, credentials: LoginPair, load: number): Promise<void> {
  const info = await readAccountInfoShared(client);
  if (!info || load !== loads) return;
  if (!info.ok) {
    failed(info.error, requestedId);
    return;
  }
  let choice = resolveServiceChoice(info.data, requestedId, $selectedService.get()?.id ?? null);
  if (!choice) {
    $selectedService.set(null);
    $servicePage.set({ kind: 'empty' });
    return;
  }
  // Its reseller is read with it (the head asked for both at once), here and not from the
  // reseller section, so what the page shows for the reseller (where "contact support" leads,
  // the email section) is known with the service.
  void ensureResellerLoaded(client, choice.id);
  let detail = await readServiceDetail(client, choice.id);
  if (!detail || load !== loads) return;
  const fallback = pickDefaultService(info.data);
  if (!detail.ok && detail.providerError === 'NotFound' && fallback && fallback.id !== choice.id) {
    // The account no longer has the service it listed (or the choice was another
    // account's): the choice goes, and the default service is shown instead of an error.
    $selectedService.set(null);
    choice = fallback;
    void ensureResellerLoaded(client, choice.id);
    detail = await readServiceDetail(client, choice.id);
    if (!detail || load !== loads) return;
  }
  if (!detail.ok) {
    failed(detail.error, requestedId);
    return;
  }
  const service = detail.data;
  $selectedService.set({ id: service.id, relid: service.relid, status: service.status, hmac: service.hmac, isNew: service.isNew, seed: service.seed, token: service.token });
  const services: ServiceChoice[] = [
    ...info.data.jjService.map(({ id, relid, status }) => ({ id, relid, status })),
    ...info.data.unpaidService.map(({ id }) => ({ id, relid: null, status: 'Pending' as const })),
  ];
  const shown = shownService(service);
  $keptServices.set(keepLoaded($keptServices.get(), ownerTag(credentials), services, shown, Date.now()));
  $servicePage.set(readyState(services, shown, requestedId !== null && requestedId !== choice.id, null));
}

/** A bill being made or found for the shown service, or why it could not be. */
export type ServiceBillState = { kind: 'idle' } | { kind: 'working'; action: 'renew' | 'payBill' } | { kind: 'error'; action: 'renew' | 'payBill'; error: AppErrorName };
export const $serviceBill = atom<ServiceBillState>({ kind: 'idle' });

/**
 * "Renew now" (`invoices/gen`) or "pay the bill" (`invoices/mb`): the bill's id, for
 * order/pay, or null (the reason is in `$serviceBill`). One request per press: a press
 * while one is under way does nothing. Any failure but connection trouble is "renewal
 * invoice generation failed, contact support" (spec section 8, refusals.ts). Pressing
 * "renew now" again after a lost answer is safe: the provider answers the unpaid renewal
 * bill it already made, never a second one (ADR 0022).
 */
export async function openServiceBill(client: ProviderClient, action: 'renew' | 'payBill', serviceId: number): Promise<number | null> {
  const credentials = $credentials.get();
  if (!credentials || $serviceBill.get().kind === 'working') return null;
  $serviceBill.set({ kind: 'working', action });
  const call = action === 'renew' ? 'invoiceGen' : 'invoiceMb';
  const result = await client.call(action === 'renew' ? invoiceGen : invoiceMb, { body: { ...credentials, serviceId } });
  if (!result.ok) {
    $serviceBill.set({ kind: 'error', action, error: catalogued(call, result) });
    return null;
  }
  // Stays "working" while the browser goes to the bill, so nothing can be pressed twice.
  return result.data.invoiceId;
}

/** Back to idle (the page was shown again from the back/forward cache, or the error dismissed). */
export function resetServiceBill(): void {
  $serviceBill.set({ kind: 'idle' });
}
