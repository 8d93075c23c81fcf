/**
 * The logged-in account as the provider describes it: its services (`au/info`) and one
 * service's details (`au/service/{id}`). The service page and the wizard's renewal offer
 * both read through here, so the two calls, the login they carry and what is remembered
 * from them are written once.
 */
import { atom } from 'nanostores';
import type { AccountInfo, ServiceDetail } from '../core/contract/index.ts';
import { auInfo, auService } from './contract.ts';
import type { ApiResult, ProviderClient } from '../core/api/provider-client.ts';
import { $accountEmail, $credentials } from '../core/stores/session.ts';

/**
 * The account info last read on this page (memory only), so the sections of a page share
 * one read: the email binding follows it instead of asking again.
 */
export const $accountInfo = atom<AccountInfo | null>(null);

/** Without a stored login there is nothing to read: `null`, not an error. */
export async function readAccountInfo(client: ProviderClient): Promise<ApiResult<AccountInfo> | null> {
  const credentials = $credentials.get();
  if (!credentials) return null;
  const info = await client.call(auInfo, { body: credentials });
  // The shell shows the account's email (and whether it is verified) on every page; an
  // answer for a login replaced meanwhile (a link that arrived) is another account's.
  if (info.ok && $credentials.get()?.hmac === credentials.hmac) {
    $accountEmail.set({ email: info.data.email, status: info.data.status });
    $accountInfo.set(info.data);
  }
  return info;
}

/** The read under way, and the signature of the login it was sent with. */
let reading: { hmac: string; answer: Promise<ApiResult<AccountInfo> | null> } | null = null;

/**
 * Reads the account info, joining a read already on its way with the same login: the
 * page's own load and a section that needs the info while it loads (the email section)
 * make one call between them, whichever of them runs first. A read sent with another login
 * (the one a link arriving in the address has just replaced) answers for another account,
 * so it is never joined.
 */
export function readAccountInfoShared(client: ProviderClient): Promise<ApiResult<AccountInfo> | null> {
  const hmac = $credentials.get()?.hmac;
  if (hmac === undefined) return Promise.resolve(null);
  if (reading?.hmac === hmac) return reading.answer;
  const started = {
    hmac,
    answer: readAccountInfo(client).finally(() => {
      if (reading === started) reading = null;
    }),
  };
  reading = started;
  return started.answer;
}

/**
 * The account info for a part of a page that needs it but does not load the page (the
 * email section, the paid view): what this page has read already, else one read shared by
 * whoever asks meanwhile.
 */
export function ensureAccountInfo(client: ProviderClient): Promise<ApiResult<AccountInfo> | null> {
  const known = $accountInfo.get();
  if (known) return Promise.resolve({ ok: true, data: known, status: 200 });
  return readAccountInfoShared(client);
}

/** One service of the logged-in account; `null` without a stored login. */
export async function readServiceDetail(client: ProviderClient, serviceId: number): Promise<ApiResult<ServiceDetail> | null> {
  const credentials = $credentials.get();
  if (!credentials) return null;
  return client.call(auService, { params: { id: serviceId }, query: credentials });
}
