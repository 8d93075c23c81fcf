/**
 * A service sold through a reseller (ADR 0054): its reseller's setting, read per service,
 * and the client login's password reset (what it will do, then the new credentials once).
 *
 * The new password lives only in `$clientPasswordReset` while its dialog is open: closing
 * the dialog sets the step back to `closed`, so nothing keeps it (no storage, no other store,
 * no log). A reset whose answer is lost is not repeated (a repeat would make yet another
 * password): the dialog says the password may have changed and offers to reset again.
 */
import { atom, map } from 'nanostores';
import type { ProviderClient } from '../core/api/provider-client.ts';
import { UNKNOWN_OUTCOME_ERRORS, type AppErrorName } from '../core/api/errors.ts';
import { catalogued } from '../core/api/refusals.ts';
import { $credentials } from '../core/stores/session.ts';
import { LOGIN_HMAC_HEADER, LOGIN_UUID_HEADER, resellerPwdPreReset, resellerPwdReset, resellerSetting, type ResellerSetting } from './contract.ts';

/** A service's reseller: not asked yet or asking, sold by us (`none`), a reseller's, or unknown after a failure. */
export type ResellerState = { kind: 'loading' } | { kind: 'none' } | { kind: 'reseller'; setting: ResellerSetting } | { kind: 'failed'; error: AppErrorName };

/** By service id. */
export const $resellers = map<Record<string, ResellerState>>({});

/** Reads the reseller of `serviceId` once (again after a failure). */
export async function ensureResellerLoaded(client: ProviderClient, serviceId: number): Promise<void> {
  const key = String(serviceId);
  const now = $resellers.get()[key];
  if (now && now.kind !== 'failed') return;
  $resellers.setKey(key, { kind: 'loading' });
  const result = await client.call(resellerSetting, { query: { serviceId } });
  if (!result.ok) $resellers.setKey(key, { kind: 'failed', error: result.error });
  else $resellers.setKey(key, result.data.reseller ? { kind: 'reseller', setting: result.data.reseller } : { kind: 'none' });
}

/** The setting that sends this service's support questions to its reseller, or null (ours). */
export function supportElsewhere(state: ResellerState | undefined): ResellerSetting | null {
  return state?.kind === 'reseller' && state.setting.supportReplacesOurs ? state.setting : null;
}

/**
 * Whether the service's reseller is known: read, or its read failed. What the page shows for
 * it (the email section, where "contact support" leads) waits until then, so nothing shows
 * and then vanishes or changes its destination under the customer's finger.
 */
export function resellerKnown(state: ResellerState | undefined): state is Exclude<ResellerState, { kind: 'loading' }> {
  return state !== undefined && state.kind !== 'loading';
}

/**
 * Whether the service's email section shows: once its reseller is known, unless the reseller
 * keeps its customers' email to itself. Shown before, it would vanish from under such a
 * customer a round trip later (the service page's head asks for the reseller with the
 * service, so it is known when the service shows). After a failed read it shows, as for a
 * service we sold; the reseller section says the read failed and offers to try again.
 */
export function emailSectionShown(state: ResellerState | undefined): boolean {
  if (!resellerKnown(state)) return false;
  return state.kind !== 'reseller' || state.setting.customerMay.changeEmail;
}

export interface PasswordPreview {
  username: string;
  clientPanelUrl: string | null;
}

export type ClientPasswordStep =
  | { kind: 'closed' }
  | { kind: 'checking' }
  | { kind: 'preview'; serviceId: number; preview: PasswordPreview }
  | { kind: 'resetting'; serviceId: number; preview: PasswordPreview }
  /** `lost`: the reset was sent and no answer came; the password may have changed. */
  | { kind: 'failed'; serviceId: number; error: AppErrorName; preview: PasswordPreview | null; lost: boolean }
  | { kind: 'done'; username: string; password: string };

export const $clientPasswordReset = atom<ClientPasswordStep>({ kind: 'closed' });

/** Opens the dialog on what a reset of the service's client login would do. */
export async function previewClientPasswordReset(client: ProviderClient, serviceId: number): Promise<void> {
  const credentials = $credentials.get();
  if (!credentials) return;
  $clientPasswordReset.set({ kind: 'checking' });
  const result = await client.call(resellerPwdPreReset, {
    params: { id: serviceId },
    headers: { [LOGIN_UUID_HEADER]: credentials.uuid, [LOGIN_HMAC_HEADER]: credentials.hmac },
  });
  if ($clientPasswordReset.get().kind !== 'checking') return;
  $clientPasswordReset.set(
    result.ok
      ? { kind: 'preview', serviceId, preview: { username: result.data.username, clientPanelUrl: result.data.clientPanelUrl } }
      : { kind: 'failed', serviceId, error: catalogued('resellerPwdPreReset', result), preview: null, lost: false },
  );
}

/** Resets the password the preview on screen named; the new one is shown once. */
export async function confirmClientPasswordReset(client: ProviderClient): Promise<void> {
  const step = $clientPasswordReset.get();
  const credentials = $credentials.get();
  if (step.kind !== 'preview' || !credentials) return;
  const { serviceId, preview } = step;
  $clientPasswordReset.set({ kind: 'resetting', serviceId, preview });
  const result = await client.call(resellerPwdReset, { params: { id: serviceId }, body: { ...credentials, username: preview.username } });
  if ($clientPasswordReset.get().kind !== 'resetting') return;
  if (result.ok) {
    $clientPasswordReset.set({ kind: 'done', username: result.data.username, password: result.data.password });
    return;
  }
  const error = catalogued('resellerPwdReset', result);
  // A changed login needs a new preview; any other refusal keeps this one for "try again".
  $clientPasswordReset.set({ kind: 'failed', serviceId, error, preview: error === 'ClientLoginChanged' ? null : preview, lost: UNKNOWN_OUTCOME_ERRORS.has(error) });
}

/** Closes the dialog: a new password shown in it is dropped with it. */
export function closeClientPasswordReset(): void {
  $clientPasswordReset.set({ kind: 'closed' });
}
