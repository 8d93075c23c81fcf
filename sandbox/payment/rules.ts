/** Pure rules about a payment attempt at a moment in time. */

export type PaymentStateName = 'pending' | 'paid' | 'declined' | 'expired';

/**
 * A pending attempt past its window reads expired (a QR code or an address nobody
 * paid in 15 minutes), except a USDT transfer already seen on chain: it only waits for
 * confirmations.
 * @example effectivePaymentState({ state: 'pending', expiresAt: past, confirmations: 0 }, now) // 'expired'
 */
export function effectivePaymentState(payment: { state: PaymentStateName; expiresAt: Date | null; confirmations: number }, now: Date): PaymentStateName {
  if (payment.state !== 'pending' || payment.confirmations > 0) return payment.state;
  return payment.expiresAt !== null && now.getTime() >= payment.expiresAt.getTime() ? 'expired' : 'pending';
}
