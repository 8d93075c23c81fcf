/**
 * Booked bills under review (reference §2.6, §2.8): a friend sharing the inviter's install is
 * held at booking; a refund while held never dates the amount; a release never shortens the
 * 60 days.
 */
import { describe, expect, it } from 'vitest';
import type { AdsReport } from '../../../../src/lib/core/contract/index.ts';
import { recordAdReport } from '../../../../sandbox/attribution/data.ts';
import { decideBookedBill } from '../../../../sandbox/affiliate/booking.ts';
import { bookedBillsWithStates } from '../../../../sandbox/affiliate/entries.ts';
import { bonusSummary } from '../../../../sandbox/affiliate/ledger.ts';
import { checkLedgerInvariants } from '../../../../sandbox/affiliate/invariants.ts';
import { refundInvoice } from '../../../../sandbox/invoice/refunds.ts';
import { DAY_MS, inviterWithCode, orderByNewEmail, pay, useAffiliateSandbox } from './friends.ts';

const sandbox = useAffiliateSandbox();
const T0 = new Date('2026-06-01T02:00:00Z');
const at = (days: number) => new Date(T0.getTime() + days * DAY_MS);

/** An `au/ads` report from an install (the login pair is never kept with it). */
const report = (fingerprint: string): AdsReport => ({ uuid: 'x', hmac: 'x', fingerprint, traffics: [], event: 'order' });

describe('a booked bill under review', () => {
  it('is held at booking when the friend reported the inviter\'s install fingerprint', () => {
    const ctx = sandbox.sandbox.context;
    const { inviter, code } = inviterWithCode(ctx, T0);
    const { friend, invoiceId } = orderByNewEmail(ctx, { aff: code }, T0);
    recordAdReport(ctx.db, inviter.uuid, report('fp-shared-install'), T0);
    recordAdReport(ctx.db, friend.uuid, report('fp-shared-install'), T0);
    pay(ctx, invoiceId, 'card', T0);
    expect(bookedBillsWithStates(ctx.db, inviter.uuid, at(90))[0]?.state).toMatchObject({ status: 'to-be-confirmed', underReview: true, amountCents: 69 });
    expect(bonusSummary(ctx.db, inviter.uuid, at(90))).toMatchObject({ toBeConfirmed: '0.69', withdrawable: '0.00' });
  });

  it('a different install books as usual', () => {
    const ctx = sandbox.sandbox.context;
    const { inviter, code } = inviterWithCode(ctx, T0);
    const { friend, invoiceId } = orderByNewEmail(ctx, { aff: code }, T0);
    recordAdReport(ctx.db, inviter.uuid, report('fp-inviter-phone'), T0);
    recordAdReport(ctx.db, friend.uuid, report('fp-friend-laptop'), T0);
    pay(ctx, invoiceId, 'card', T0);
    expect(bookedBillsWithStates(ctx.db, inviter.uuid, at(61))[0]?.state).toMatchObject({ status: 'withdrawable', underReview: false });
  });

  it('a partial refund while held lowers it without a date; released early it keeps its 60 days', () => {
    const ctx = sandbox.sandbox.context;
    const { inviter, code } = inviterWithCode(ctx, T0);
    const { invoiceId } = orderByNewEmail(ctx, { aff: code, pid: 2 }, T0);
    pay(ctx, invoiceId, 'card', T0);
    const [booked] = bookedBillsWithStates(ctx.db, inviter.uuid, T0);
    if (!booked) throw new Error('a booked bill expected');
    decideBookedBill(ctx, booked.row.id, 'hold', 'operator', at(1));
    refundInvoice(ctx, invoiceId, { amountCents: 590, kind: 'refund' }, at(2));
    expect(bookedBillsWithStates(ctx.db, inviter.uuid, at(2))[0]?.state).toMatchObject({ status: 'to-be-confirmed', underReview: true, amountCents: 60 });
    decideBookedBill(ctx, booked.row.id, 'release', 'operator', at(3));
    expect(bookedBillsWithStates(ctx.db, inviter.uuid, at(59))[0]?.state).toMatchObject({ status: 'to-be-confirmed', underReview: false });
    expect(bookedBillsWithStates(ctx.db, inviter.uuid, at(60))[0]?.state).toMatchObject({ status: 'withdrawable', amountCents: 60 });
    for (const day of [2, 30, 59, 60, 90]) expect(checkLedgerInvariants(ctx.db, at(day))).toEqual([]);
  });
});
