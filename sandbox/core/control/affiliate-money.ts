/**
 * The affiliate money side of the control surface (reference §2.9): a bound friend made in
 * one call, an operator settling a PayPal withdrawal or deciding on a booked bill, the bonus
 * rate, and a refund or chargeback of an invoice. JSON for tests and scripts; the overview
 * page links here through docs/sandbox.md.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import * as z from 'zod/mini';
import { BookedBill, CANCEL_REASONS, INVITE_VIAS, Withdrawal } from '../../../src/lib/affiliate/contract.ts';
import { DecimalAmount, PageLanguage } from '../../../src/lib/core/contract/index.ts';
import { fromMinor, percentToBasisPoints, toMinor } from '../../../src/lib/core/rules/money.ts';
import { insertBinding } from '../../affiliate/bindings.ts';
import { decideBookedBill } from '../../affiliate/booking.ts';
import { bookedBillsWithStates, findBookedBill } from '../../affiliate/entries.ts';
import { toBookedBill } from '../../affiliate/money-routes.ts';
import { affiliateSettings, setBonusRate } from '../../affiliate/settings.ts';
import { settleWithdrawal, toWithdrawal } from '../../affiliate/withdrawals.ts';
import { refundInvoice } from '../../invoice/refunds.ts';
import { checkLedgerInvariants } from '../../affiliate/invariants.ts';
import { createAccount } from '../accounts.ts';
import { EmailTakenError, findUser } from '../account-rows.ts';
import type { SandboxContext } from '../context.ts';
import { withTransaction } from '../db/schema.ts';
import { sendJson } from '../http.ts';
import { ControlError, parseWith, readJson } from './request.ts';
import { AccountView, InvoiceSummary } from './schemas.ts';
import { describeAccount } from './views.ts';

const API = '/__sandbox/api';

/** `POST /__sandbox/api/affiliate/friends`: a new account bound to the inviter, as its first order would. */
export const FriendSpec = z.object({
  inviterUuid: z.string().check(z.minLength(1), z.maxLength(64)),
  /** The friend's email (unverified, as an order by email leaves it); none: an anonymous friend. */
  email: z.optional(z.string().check(z.minLength(3), z.maxLength(254))),
  via: z.enum(INVITE_VIAS),
  lang: z.optional(PageLanguage),
});
export const FriendView = z.object({ friend: AccountView, inviterUuid: z.string(), via: z.enum(INVITE_VIAS), boundAt: z.string() });

/** `POST /__sandbox/api/affiliate/withdrawals/{id}`: an operator's outcome of a PayPal withdrawal. */
export const WithdrawalSettlementSpec = z.object({
  status: z.enum(['paid', 'rejected', 'returned']),
  reason: z.optional(z.string().check(z.minLength(1), z.maxLength(500))),
  reference: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
});

/** `POST /__sandbox/api/affiliate/booked-bills/{id}`: hold, release or cancel (reason shown to the inviter when cancelled). */
export const BookedBillDecisionSpec = z.object({
  action: z.enum(['hold', 'release', 'cancel']),
  reason: z.optional(z.enum(CANCEL_REASONS)),
});

/** `POST /__sandbox/api/affiliate/rate`: the bonus rate, a percentage with up to two decimals. */
export const RateSpec = z.object({ ratePercent: z.string().check(z.regex(/^\d{1,3}(\.\d{1,2})?$/)) });
export const RateView = z.object({ ratePercent: z.string(), rateBp: z.number() });

/** `POST /__sandbox/api/invoices/{id}/refund`: all that is left (no amount) or part, as a refund or a chargeback. */
export const RefundSpec = z.object({ amount: z.optional(DecimalAmount), kind: z.enum(['refund', 'chargeback']) });

function friendOf(ctx: SandboxContext, spec: z.infer<typeof FriendSpec>): z.infer<typeof FriendView> {
  if (!findUser(ctx.db, spec.inviterUuid)) throw new ControlError(404, 'NotFound', `no account ${spec.inviterUuid}`, ['inviterUuid']);
  const now = ctx.clock.now();
  try {
    return withTransaction(ctx.db, () => {
      const friend = createAccount(ctx, { email: spec.email ?? null, ...(spec.email ? { emailStatus: 'unverified' as const } : {}), lang: spec.lang }, 'fixture');
      insertBinding(ctx.db, { friendUuid: friend.uuid, inviterUuid: spec.inviterUuid, code: null, via: spec.via, orderId: null, inviteId: null, at: now });
      return { friend: describeAccount(ctx, friend, now), inviterUuid: spec.inviterUuid, via: spec.via, boundAt: now.toISOString() };
    });
  } catch (error) {
    if (error instanceof EmailTakenError) throw new ControlError(409, 'EmailAlreadyUsed', error.message, ['email']);
    throw error;
  }
}

/** Answers the affiliate money routes of the control surface; false when the path is not one of them. */
export async function routeAffiliateMoney(ctx: SandboxContext, request: IncomingMessage, response: ServerResponse, url: URL): Promise<boolean> {
  const path = url.pathname;
  if (request.method === 'GET' && path === `${API}/ledger-check`) {
    sendJson(response, 200, { problems: checkLedgerInvariants(ctx.db, ctx.clock.now()) });
    return true;
  }
  if (request.method !== 'POST') return false;
  if (path === `${API}/affiliate/friends`) {
    sendJson(response, 201, friendOf(ctx, parseWith(FriendSpec, await readJson(request))));
    return true;
  }
  if (path === `${API}/affiliate/rate`) {
    const spec = parseWith(RateSpec, await readJson(request));
    const rateBp = percentToBasisPoints(spec.ratePercent);
    if (rateBp > 10000) throw new ControlError(400, 'ValidationFailed', 'ratePercent: at most 100', ['ratePercent']);
    setBonusRate(ctx.db, rateBp);
    sendJson(response, 200, { ratePercent: fromMinor(affiliateSettings(ctx.db).rateBp), rateBp });
    return true;
  }
  const withdrawal = /^\/__sandbox\/api\/affiliate\/withdrawals\/(\d{1,12})$/.exec(path);
  if (withdrawal?.[1]) {
    const spec = parseWith(WithdrawalSettlementSpec, await readJson(request));
    sendJson(response, 200, toWithdrawal(settleWithdrawal(ctx, Number(withdrawal[1]), spec, ctx.clock.now())) satisfies Withdrawal);
    return true;
  }
  const bill = /^\/__sandbox\/api\/affiliate\/booked-bills\/(\d{1,12})$/.exec(path);
  if (bill?.[1]) {
    const id = Number(bill[1]);
    const spec = parseWith(BookedBillDecisionSpec, await readJson(request));
    const now = ctx.clock.now();
    withTransaction(ctx.db, () => decideBookedBill(ctx, id, spec.action, spec.reason ?? 'operator', now));
    const row = findBookedBill(ctx.db, id);
    const decided = row ? bookedBillsWithStates(ctx.db, row.inviter_uuid, now).find((one) => one.row.id === id) : undefined;
    if (!decided) throw new Error(`booked bill ${id} vanished`);
    sendJson(response, 200, toBookedBill(ctx, decided.row, decided.state) satisfies BookedBill);
    return true;
  }
  const refund = /^\/__sandbox\/api\/invoices\/(\d{1,12})\/refund$/.exec(path);
  if (refund?.[1]) {
    const spec = parseWith(RefundSpec, await readJson(request));
    let amountCents: number | undefined;
    if (spec.amount !== undefined) {
      amountCents = toMinor(spec.amount);
      if (amountCents <= 0) throw new ControlError(400, 'ValidationFailed', 'amount: more than 0', ['amount']);
    }
    const invoice = refundInvoice(ctx, Number(refund[1]), { amountCents, kind: spec.kind });
    sendJson(response, 200, { id: invoice.id, status: invoice.status });
    return true;
  }
  return false;
}

/** `GET /__sandbox/api/ledger-check`: every broken money invariant (none when the ledgers agree). */
export const LedgerCheckView = z.object({
  problems: z.array(z.object({ userUuid: z.string(), what: z.string(), expected: z.number(), found: z.number() })),
});

/** What the refund route answers (the invoice's id and status after). */
export const RefundView = z.pick(InvoiceSummary, { id: true, status: true });
