/**
 * The money side of the affiliate demo accounts (reference §2.9): `affiliate-rich` gets
 * friends who ordered with its code and paid over the last 200 days, a refund, a chargeback,
 * a hold and withdrawals in every state, all through the sandbox's own paths (order, payment,
 * refund, withdrawal, operator) with the clock set to each day in turn, so every state shown
 * is derived exactly as a real one would be. The invites side seeds its own part beside this.
 *
 * What `affiliate-rich` reads at the seed (10% rate):
 * - booked: 20.59 and 11.39 and 6.59 confirmed (covered by its withdrawals, oldest first),
 *   11.39 withdrawable, 0.69 cancelled by a chargeback after its 60 days (clawed back),
 *   1.19 cancelled (refunded), 0.69 to be confirmed, 6.39 to be confirmed under review;
 * - withdrawals: 5.00 to the balance (completed), PayPal 20.00 paid, 20.00 rejected,
 *   20.00 paid then returned unclaimed, 20.00 requested (still open);
 * - bonus: withdrawable 4.96, to be confirmed 7.08, withdrawn 25.00, in progress 20.00.
 */
import type { BillingCycle } from '../../src/lib/core/contract/index.ts';
import { findUser, type UserRow } from '../core/account-rows.ts';
import type { SandboxContext } from '../core/context.ts';
import { addAffiliateCodeIfMissing } from '../attribution/data.ts';
import type { AffiliateArrival } from '../../src/lib/affiliate/code.ts';
import { newInviteCode } from '../../src/lib/affiliate/invite-code.ts';
import { payInvoice } from '../invoice/invoices.ts';
import { refundInvoice } from '../invoice/refunds.ts';
import { placeOrder } from '../order/orders.ts';
import { STANDARD_PID, PRO_PID } from '../order/catalogue.ts';
import { decideBookedBill } from './booking.ts';
import { findBookedBillOfInvoice } from './entries.ts';
import { settleWithdrawal, withdraw } from './withdrawals.ts';

const DAY_MS = 24 * 3600_000;

/** The demo accounts the money side seeds, by label. */
export const AFFILIATE_DEMO_LABELS = ['affiliate-rich', 'affiliate-new', 'affiliate-no-email', 'affiliate-unpaid'] as const;

/** Runs `work` with the sandbox clock at `at`, then puts the clock back. */
function asOf<T>(ctx: SandboxContext, at: Date, work: () => T): T {
  const shift = at.getTime() - ctx.clock.now().getTime();
  ctx.clock.advance(shift);
  try {
    return work();
  } finally {
    ctx.clock.advance(-shift);
  }
}

interface FriendBill {
  email: string;
  pid: number;
  cycle: BillingCycle;
  daysAgo: number;
  /** How the friend arrived with the code. */
  via: AffiliateArrival;
}

/** A friend's first order with the inviter's code and its payment by card, on that day. */
function friendPays(ctx: SandboxContext, code: string, bill: FriendBill, seedAt: Date): number {
  const at = new Date(seedAt.getTime() - bill.daysAgo * DAY_MS);
  return asOf(ctx, at, () => {
    const placed = placeOrder(ctx, { kind: 'email', email: bill.email, existing: undefined }, { pid: bill.pid, cycle: bill.cycle, paymentMethod: 'card', device: 'pc', lang: 'zh-TW', aff: code, affVia: bill.via });
    payInvoice(ctx, placed.invoiceId, 'card');
    return placed.invoiceId;
  });
}

/** Seeds `affiliate-rich`'s friends, bills and withdrawals; the other three start with nothing. */
export function seedAffiliateMoney(ctx: SandboxContext, accounts: ReadonlyMap<string, UserRow>): void {
  const rich = accounts.get('affiliate-rich');
  if (!rich) return;
  const seedAt = ctx.clock.now();
  const day = (daysAgo: number) => new Date(seedAt.getTime() - daysAgo * DAY_MS);
  const code = newInviteCode();
  addAffiliateCodeIfMissing(ctx.db, code, rich.uuid, day(210));

  const paid = (email: string, pid: number, cycle: BillingCycle, daysAgo: number, via: AffiliateArrival = 'link') => friendPays(ctx, code, { email, pid, cycle, daysAgo, via }, seedAt);
  const owner = (): UserRow => findUser(ctx.db, rich.uuid) ?? rich;
  let keys = 0;
  const take = (daysAgo: number, amount: string, destination: 'balance' | 'paypal') =>
    asOf(ctx, day(daysAgo), () => withdraw(ctx, owner(), { amount, destination, paypalEmail: destination === 'paypal' ? 'he.jun.pay@example.com' : undefined, requestKey: `demo-${(keys += 1)}` }, ctx.clock.now()));
  const settle = (daysAgo: number, id: number, status: 'paid' | 'rejected' | 'returned', note: { reason?: string; reference?: string }) =>
    asOf(ctx, day(daysAgo), () => settleWithdrawal(ctx, id, { status, ...note }, ctx.clock.now()));

  // In the order it happened, oldest first.
  paid('lu.xiao@example.com', PRO_PID, 'Biennially', 200);
  paid('gao.fang@example.com', PRO_PID, 'Annually', 180, 'qrcode');
  paid('ma.jie@example.com', STANDARD_PID, 'Annually', 150, 'code');
  take(135, '5.00', 'balance');
  const chargedBack = paid('qian.yue@example.com', STANDARD_PID, 'Monthly', 130);
  const firstPayout = take(115, '20.00', 'paypal').id;
  settle(110, firstPayout, 'paid', { reference: 'PAYOUT-4KD81' });
  paid('sun.hui@example.com', PRO_PID, 'Annually', 100);
  asOf(ctx, day(40), () => refundInvoice(ctx, chargedBack, { kind: 'chargeback' }));
  settle(37, take(38, '20.00', 'paypal').id, 'rejected', { reason: 'The PayPal account name does not match.' });
  const unclaimed = take(36, '20.00', 'paypal').id;
  settle(35, unclaimed, 'paid', { reference: 'PAYOUT-9QX27' });
  paid('he.ping@example.com', STANDARD_PID, 'Monthly', 20);
  const refunded = paid('luo.dan@example.com', PRO_PID, 'Monthly', 15);
  asOf(ctx, day(10), () => refundInvoice(ctx, refunded, { kind: 'refund' }));
  const held = paid('xie.bo@example.com', PRO_PID, 'Semi-annually', 9);
  const review = findBookedBillOfInvoice(ctx.db, held);
  if (review) asOf(ctx, day(5), () => decideBookedBill(ctx, review.id, 'hold', 'operator', ctx.clock.now()));
  settle(3, unclaimed, 'returned', { reason: 'Not claimed within 30 days.' });
  take(2, '20.00', 'paypal');
}
