/**
 * The affiliate money page of the control surface (`/__sandbox/affiliate`): for a person
 * playing the provider's staff, every inviter's booked bills and withdrawals with the
 * operator's buttons (hold, release, cancel; paid, rejected, returned), the bonus rate, and
 * a refund or chargeback of any invoice. Plain forms, every value escaped; the same actions
 * as the JSON routes in affiliate-money.ts.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import * as z from 'zod/mini';
import { CANCEL_REASONS } from '../../../src/lib/affiliate/contract.ts';
import { fromMinor, percentToBasisPoints, toMinor } from '../../../src/lib/core/rules/money.ts';
import { decideBookedBill } from '../../affiliate/booking.ts';
import { bookedBillsWithStates } from '../../affiliate/entries.ts';
import { bonusSummary } from '../../affiliate/ledger.ts';
import { affiliateSettings, setBonusRate } from '../../affiliate/settings.ts';
import { listWithdrawals, settleWithdrawal } from '../../affiliate/withdrawals.ts';
import { refundInvoice } from '../../invoice/refunds.ts';
import { findUser } from '../account-rows.ts';
import type { SandboxContext } from '../context.ts';
import { withTransaction } from '../db/schema.ts';
import { sendHtml } from '../http.ts';
import { escapeHtml, layout } from './html.ts';
import { ControlError, parseWith, readForm } from './request.ts';

const PAGE = '/__sandbox/affiliate';

function inviters(ctx: SandboxContext): string[] {
  return ctx.db
    .prepare('SELECT inviter_uuid AS uuid FROM aff_booked_bills UNION SELECT user_uuid AS uuid FROM aff_withdrawals')
    .all()
    .map((row) => z.object({ uuid: z.string() }).parse(row).uuid);
}

function billRows(ctx: SandboxContext, uuid: string, now: Date): string {
  return bookedBillsWithStates(ctx.db, uuid, now)
    .map(({ row, state }) => {
      const friend = findUser(ctx.db, row.friend_uuid);
      const actions =
        state.status === 'cancelled'
          ? ''
          : `<form method="post" action="${PAGE}/booked-bills/${row.id}" class="row">${state.underReview ? '<button name="action" value="release">Release</button>' : state.status === 'to-be-confirmed' ? '<button name="action" value="hold">Hold (under review)</button>' : ''}<select name="reason" aria-label="Reason">${CANCEL_REASONS.map((reason) => `<option${reason === 'operator' ? ' selected' : ''}>${reason}</option>`).join('')}</select><button name="action" value="cancel">Cancel</button></form>`;
      return `<tr><td>#${row.id}</td><td>${escapeHtml(friend?.email ?? 'anonymous')}</td><td>invoice #${row.invoice_id}</td><td>${escapeHtml(row.paid_at.toISOString())}</td><td>${escapeHtml(fromMinor(state.amountCents))} of ${escapeHtml(fromMinor(state.originalCents))}</td><td><span class="status">${escapeHtml(state.status)}</span>${state.underReview ? ' (under review)' : ''}${state.cancelReason ? ` (${escapeHtml(state.cancelReason)})` : ''}${state.clawedBackCents ? ` clawed back ${escapeHtml(fromMinor(state.clawedBackCents))}` : ''}</td><td>${escapeHtml(row.withdrawable_at.toISOString())}</td><td>${actions}</td></tr>`;
    })
    .join('\n');
}

function withdrawalRows(ctx: SandboxContext, uuid: string): string {
  return listWithdrawals(ctx.db, uuid)
    .map((row) => {
      const reason = '<input name="reason" aria-label="Reason" placeholder="reason">';
      const actions =
        row.status === 'requested'
          ? `<form method="post" action="${PAGE}/withdrawals/${row.id}" class="row"><input name="reference" aria-label="PayPal reference" placeholder="PayPal reference"><button name="status" value="paid">Paid</button>${reason}<button name="status" value="rejected">Reject</button></form>`
          : row.status === 'paid'
            ? `<form method="post" action="${PAGE}/withdrawals/${row.id}" class="row">${reason}<button name="status" value="returned">Returned unclaimed</button></form>`
            : '';
      return `<tr><td>#${row.id}</td><td>${escapeHtml(row.requested_at)}</td><td>${escapeHtml(fromMinor(row.amount_cents))}</td><td>${escapeHtml(row.destination)}${row.paypal_email ? ` ${escapeHtml(row.paypal_email)}` : ''}</td><td><span class="status">${escapeHtml(row.status)}</span> ${escapeHtml(row.reason ?? '')} ${escapeHtml(row.reference ?? '')}</td><td>${actions}</td></tr>`;
    })
    .join('\n');
}

function renderPage(ctx: SandboxContext): string {
  const now = ctx.clock.now();
  const cards = inviters(ctx).map((uuid) => {
    const user = findUser(ctx.db, uuid);
    const summary = bonusSummary(ctx.db, uuid, now);
    return `<section class="card"><h3>${escapeHtml(user?.label ?? user?.email ?? uuid)}</h3>
<p>To be confirmed ${escapeHtml(summary.toBeConfirmed)} · withdrawable ${escapeHtml(summary.withdrawable)} · withdrawn ${escapeHtml(summary.withdrawn)} · in progress ${escapeHtml(summary.inProgress)}</p>
<table><thead><tr><th scope="col">Booked bill</th><th scope="col">Friend</th><th scope="col">Bill</th><th scope="col">Paid</th><th scope="col">Bonus</th><th scope="col">State</th><th scope="col">Withdrawable from</th><th scope="col">Operator</th></tr></thead><tbody>${billRows(ctx, uuid, now)}</tbody></table>
<table><thead><tr><th scope="col">Withdrawal</th><th scope="col">Asked</th><th scope="col">Amount</th><th scope="col">To</th><th scope="col">State</th><th scope="col">Operator</th></tr></thead><tbody>${withdrawalRows(ctx, uuid)}</tbody></table></section>`;
  });
  return layout(
    'Affiliate money',
    `<section><h2>Bonus rate</h2>
<form method="post" action="${PAGE}/rate" class="row"><label>Rate (%) <input name="ratePercent" value="${escapeHtml(fromMinor(affiliateSettings(ctx.db).rateBp))}" inputmode="decimal" required></label><button>Set (later bills only)</button></form></section>
<section><h2>Refund or charge back an invoice</h2>
<form method="post" action="${PAGE}/refund" class="row"><label>Invoice <input name="invoiceId" inputmode="numeric" required></label><label>Amount (empty: all that is left) <input name="amount" inputmode="decimal"></label><button name="kind" value="refund">Refund</button><button name="kind" value="chargeback">Chargeback</button></form></section>
<section><h2>Inviters</h2>${cards.length ? cards.join('\n') : '<p class="muted">No booked bill or withdrawal yet.</p>'}</section>`,
  );
}

/** Answers the affiliate page and its forms; false when the request is for another route. */
export async function routeAffiliatePage(ctx: SandboxContext, request: IncomingMessage, response: ServerResponse, url: URL): Promise<boolean> {
  const path = url.pathname;
  if (!path.startsWith(PAGE)) return false;
  if (request.method === 'GET' && path === PAGE) {
    sendHtml(response, 200, renderPage(ctx));
    return true;
  }
  if (request.method !== 'POST') return false;
  const form = await readForm(request);
  const now = ctx.clock.now();
  const bill = /^\/__sandbox\/affiliate\/booked-bills\/(\d{1,12})$/.exec(path);
  const withdrawal = /^\/__sandbox\/affiliate\/withdrawals\/(\d{1,12})$/.exec(path);
  if (bill?.[1]) {
    const spec = parseWith(z.object({ action: z.enum(['hold', 'release', 'cancel']), reason: z.optional(z.enum(CANCEL_REASONS)) }), form);
    const id = Number(bill[1]);
    withTransaction(ctx.db, () => decideBookedBill(ctx, id, spec.action, spec.reason ?? 'operator', now));
  } else if (withdrawal?.[1]) {
    const spec = parseWith(z.object({ status: z.enum(['paid', 'rejected', 'returned']), reason: z.optional(z.string().check(z.maxLength(500))), reference: z.optional(z.string().check(z.maxLength(100))) }), form);
    settleWithdrawal(ctx, Number(withdrawal[1]), { status: spec.status, reason: spec.reason || undefined, reference: spec.reference || undefined }, now);
  } else if (path === `${PAGE}/rate`) {
    const { ratePercent } = parseWith(z.object({ ratePercent: z.string().check(z.regex(/^\d{1,3}(\.\d{1,2})?$/)) }), form);
    if (percentToBasisPoints(ratePercent) > 10000) throw new ControlError(400, 'ValidationFailed', 'ratePercent: at most 100', ['ratePercent']);
    setBonusRate(ctx.db, percentToBasisPoints(ratePercent));
  } else if (path === `${PAGE}/refund`) {
    const spec = parseWith(z.object({ invoiceId: z.coerce.number().check(z.int(), z.positive()), amount: z.optional(z.string().check(z.regex(/^(\d{1,9}(\.\d{1,2})?)?$/))), kind: z.enum(['refund', 'chargeback']) }), form);
    refundInvoice(ctx, spec.invoiceId, { amountCents: spec.amount ? toMinor(spec.amount) : undefined, kind: spec.kind }, now);
  } else {
    return false;
  }
  response.writeHead(303, { location: PAGE, 'cache-control': 'no-store' }).end();
  return true;
}
