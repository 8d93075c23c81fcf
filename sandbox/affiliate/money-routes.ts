/**
 * The affiliate money calls (contract: src/lib/affiliate/contract.ts): the booked bills
 * (`aff/balance/list`), the withdrawals (`aff/withdraw/list`) and a withdrawal
 * (`aff/balance/withdraw`, money-moving: one request key, one withdrawal). Each needs the
 * login and a verified email (spec §6: affiliate info needs id, signature and email).
 */
import type { BookedBill } from '../../src/lib/affiliate/contract.ts';
import { maskEmail } from '../../src/lib/affiliate/mask.ts';
import { endpoints } from '../../src/lib/core/contract/index.ts';
import { fromMinor } from '../../src/lib/core/rules/money.ts';
import { findUser, type UserRow } from '../core/account-rows.ts';
import type { SandboxContext } from '../core/context.ts';
import { once } from '../core/idempotency.ts';
import { ProviderError, type ApiRouter } from '../core/router.ts';
import { authenticate } from '../account/routes.ts';
import { pageOf } from '../bills/list.ts';
import { CURRENCY } from '../order/catalogue.ts';
import { bookedBillsWithStates, type BookedBillRow } from './entries.ts';
import { bonusSummary } from './ledger.ts';
import { listWithdrawals, toWithdrawal, withdraw } from './withdrawals.ts';
import type { BookedBillState } from '../../src/lib/affiliate/bonus.ts';

/**
 * The account behind a login, when it has a verified email.
 * @throws ProviderError 401 HmacCheckFailed, 409 EmailNotBound
 */
export function affiliateMember(ctx: SandboxContext, uuid: string, hmac: string): UserRow {
  const user = authenticate(ctx, uuid, hmac);
  if (user.email === null || user.email_status !== 'verified') throw new ProviderError(409, 'EmailNotBound');
  return user;
}

/** A booked bill as the contract shows it (the friend masked; the friend's own bill amount never). */
export function toBookedBill(ctx: SandboxContext, row: BookedBillRow, state: BookedBillState): BookedBill {
  const friend = findUser(ctx.db, row.friend_uuid);
  return {
    id: row.id,
    friend: friend?.email ? maskEmail(friend.email) : null,
    paidAt: row.paid_at.toISOString(),
    amount: fromMinor(state.amountCents),
    originalAmount: fromMinor(state.originalCents),
    status: state.status,
    withdrawableAt: row.withdrawable_at.toISOString(),
    underReview: state.underReview,
    cancelReason: state.cancelReason,
    clawedBack: fromMinor(state.clawedBackCents),
  };
}

export function registerAffiliateMoneyRoutes(router: ApiRouter, ctx: SandboxContext): void {
  router.on(endpoints.affBalanceList, ({ body }) => {
    const user = affiliateMember(ctx, body.uuid, body.hmac);
    const now = ctx.clock.now();
    const bills = bookedBillsWithStates(ctx.db, user.uuid, now).filter(({ state }) => body.status === undefined || state.status === body.status);
    return {
      currency: CURRENCY,
      totalCount: bills.length,
      summary: bonusSummary(ctx.db, user.uuid, now),
      bills: pageOf(bills, body.limitstart, body.limitnum).map(({ row, state }) => toBookedBill(ctx, row, state)),
    };
  });

  router.on(endpoints.affWithdrawList, ({ body }) => {
    const user = affiliateMember(ctx, body.uuid, body.hmac);
    const withdrawals = listWithdrawals(ctx.db, user.uuid);
    return { currency: CURRENCY, totalCount: withdrawals.length, withdrawals: pageOf(withdrawals, body.limitstart, body.limitnum).map(toWithdrawal) };
  });

  router.on(endpoints.affBalanceWithdraw, ({ body }) => {
    const user = affiliateMember(ctx, body.uuid, body.hmac);
    // The key is the account's: the login is part of what a repeat must match.
    return once(ctx, endpoints.affBalanceWithdraw, body.requestKey, body, 201, () => {
      const now = ctx.clock.now();
      const stored = withdraw(ctx, user, body, now);
      const balance = stored.destination === 'balance' ? (findUser(ctx.db, user.uuid)?.balance_cents ?? 0) : null;
      return { withdrawal: toWithdrawal(stored), bonus: bonusSummary(ctx.db, user.uuid, now), accountBalance: balance === null ? null : fromMinor(balance) };
    });
  });
}
