/**
 * What a bill paid without a login can say about its owner's account (`GET
 * /au/api/v1/user/check?invoiceId`, spec section 7; ADR 0063): whether its login link can
 * be mailed again (a verified email) or only the saved link opens it (an anonymous
 * account). The paid view then offers the way that works instead of both.
 */
import { atom } from 'nanostores';
import { userCheck } from '../account/contract.ts';
import type { ProviderClient } from '../core/api/provider-client.ts';
import type { AppErrorName } from '../core/api/errors.ts';

export type BillOwnerState =
  /** Not asked yet, on its way, or unanswerable: the page says both ways (the link, or the email). */
  | { kind: 'unknown'; error: AppErrorName | null }
  | { kind: 'email' }
  | { kind: 'linkOnly' };

export const $billOwner = atom<BillOwnerState>({ kind: 'unknown', error: null });

/**
 * Asks whether the bill's owner can recover the login link by email. A failed check keeps
 * `unknown` (with its reason), where the page's general words still hold.
 * @example await checkBillOwner(provider, 10001) // $billOwner: { kind: 'linkOnly' } for an anonymous account
 */
export async function checkBillOwner(client: ProviderClient, invoiceId: number): Promise<void> {
  const result = await client.call(userCheck, { query: { invoiceId } });
  if (!result.ok) {
    $billOwner.set({ kind: 'unknown', error: result.error });
    return;
  }
  if (!result.data.exists) {
    $billOwner.set({ kind: 'unknown', error: null });
    return;
  }
  $billOwner.set(result.data.emailBound ? { kind: 'email' } : { kind: 'linkOnly' });
}
