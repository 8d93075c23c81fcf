/**
 * Placing the order wizard's draft (step 4): one request per press with the draft's key,
 * the human check passed in place when needed, and a new draft once the order is made.
 */
import { atom } from 'nanostores';
import { auOrder } from './contract.ts';
import type { ProviderClient } from '../core/api/provider-client.ts';
import type { AppErrorName } from '../core/api/errors.ts';
import { catalogued } from '../core/api/refusals.ts';
import { sendWithHumanToken } from '../core/guard/send-with-human-token.ts';
import { placingProblemOf, type PlacingProblem } from './problems.ts';
import { pageLanguage } from '../core/ui/page-language.ts';
import { $credentials, storeCredentials } from '../core/stores/session.ts';
import { $inApp, $paymentInfo } from '../core/stores/visitor.ts';
import { $affiliateArrival, $affiliateCode, $giftToken } from '../attribution/ad-tracking.ts';
import { reportAttribution } from '../attribution/store.ts';
import { $confirmedCoupon, $couponTerms, $orderDraft, emptyDraft, updateDraft } from './store.ts';

export type Placing = { kind: 'idle' } | { kind: 'placing' } | { kind: 'error'; error: AppErrorName | PlacingProblem } | { kind: 'placed'; invoiceId: number };
export const $placing = atom<Placing>({ kind: 'idle' });


/**
 * Step 4: one request per click with the draft's key. After a timeout the person can
 * press again: the provider answers the same key with the order it already made.
 */
export async function placeOrder(client: ProviderClient, device: 'pc' | 'mobile'): Promise<number | null> {
  if ($placing.get().kind === 'placing') return null;
  const draft = $orderDraft.get();
  if (draft.pid === null || draft.cycle === null || draft.paymentMethod === null) return null;
  const { pid, cycle, paymentMethod } = draft;
  // Only a coupon the provider confirmed on this page goes with the order: the order is what the summary showed.
  const coupon = $confirmedCoupon.get();
  $placing.set({ kind: 'placing' });
  const credentials = $credentials.get();
  const aff = $affiliateCode.get();
  // A friend's gift goes with a trial order only: the provider makes that trial free when the token fits.
  const gift = cycle === 'Trial' ? $giftToken.get() : null;
  // Without a live human check, it is passed here first and the order goes on, once (ADR 0044).
  const result = await sendWithHumanToken(client, (humanToken) => client.call(auOrder, {
    body: {
      pid,
      cycle,
      paymentMethod,
      device,
      requestKey: draft.orderKey,
      lang: pageLanguage(),
      humanToken,
      ...(coupon ? { promocode: coupon.code } : {}),
      ...(credentials ? credentials : { email: draft.email.trim() }),
      ...(credentials && draft.renewServiceId !== null ? { renewServiceId: draft.renewServiceId } : {}),
      ...(aff ? { aff, affVia: $affiliateArrival.get() } : {}),
      ...(gift ? { gift } : {}),
    },
  }));
  if (!result.ok) {
    const error = placingProblemOf(result.providerError) ?? catalogued('auOrder', result);
    // The order this key stood for can no longer be paid: the next press is a new order
    // (with everything the person entered), not a repeat of the one that timed out.
    if (error === 'OrderTimedOut' || error === 'InvoiceExpired') updateDraft({}, { newOrderKey: true });
    $placing.set({ kind: 'error', error });
    return null;
  }
  if (result.data.login) storeCredentials(result.data.login);
  // One use: whether the provider took the gift or not, it is not sent again.
  if (gift) $giftToken.set(null);
  // The app's trial offer is taken (one per person): the next visit starts on the usual plan.
  if (cycle === 'Trial' && $inApp.get().inAppTrial) $inApp.set({ ...$inApp.get(), inAppTrial: false });
  // Once per order, from its answer: a repeat of this key answers the same order, reported once (ADR 0037).
  void reportAttribution(client, 'order', `order:${result.data.orderId}`);
  $paymentInfo.set({ invoiceId: result.data.invoiceId, method: paymentMethod, startedAt: Date.now() });
  $orderDraft.set(emptyDraft());
  $couponTerms.set(null);
  $placing.set({ kind: 'placed', invoiceId: result.data.invoiceId });
  return result.data.invoiceId;
}
