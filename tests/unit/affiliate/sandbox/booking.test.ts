/**
 * Who becomes a friend and what their bills book (reference §2.1, acceptance criteria 4, 7,
 * 14), through the sandbox's real order and payment paths.
 */
import { describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../../support/unique-email.ts';
import { applyCredit } from '../../../../sandbox/invoice/invoices.ts';
import { createAccount } from '../../../../sandbox/core/accounts.ts';
import { findBinding, insertBinding } from '../../../../sandbox/affiliate/bindings.ts';
import { bookedBillsWithStates } from '../../../../sandbox/affiliate/entries.ts';
import { bonusSummary } from '../../../../sandbox/affiliate/ledger.ts';
import { DAY_MS, inviterWithCode, orderAsAccount, orderByNewEmail, pay, useAffiliateSandbox } from './friends.ts';

const sandbox = useAffiliateSandbox();
const T0 = new Date('2026-05-01T02:00:00Z');
const at = (days: number) => new Date(T0.getTime() + days * DAY_MS);

describe('binding a friend at the first order', () => {
  it('a new email ordering with a current code is bound to its owner, by link', () => {
    const ctx = sandbox.sandbox.context;
    const { inviter, code } = inviterWithCode(ctx, T0);
    const { friend } = orderByNewEmail(ctx, { aff: code }, T0);
    expect(findBinding(ctx.db, friend.uuid)).toMatchObject({ inviter_uuid: inviter.uuid, code, via: 'link' });
  });

  it('the code owner, an unknown code, a retired code and a paying customer bind nobody', () => {
    const ctx = sandbox.sandbox.context;
    const { inviter, code } = inviterWithCode(ctx, T0);
    orderAsAccount(ctx, inviter, { aff: code }, T0);
    expect(findBinding(ctx.db, inviter.uuid)).toBeUndefined();
    expect(findBinding(ctx.db, orderByNewEmail(ctx, { aff: 'ZZZZZZZZ' }, T0).friend.uuid)).toBeUndefined();

    const retired = inviterWithCode(ctx, T0);
    ctx.db.prepare('UPDATE affiliate_codes SET retired_at = ? WHERE code = ?').run(T0.toISOString(), retired.code);
    expect(findBinding(ctx.db, orderByNewEmail(ctx, { aff: retired.code }, T0).friend.uuid)).toBeUndefined();

    const customer = createAccount(ctx, { email: uniqueEmail('customer'), emailStatus: 'verified', services: [{ status: 'Active' }] }, 'fixture');
    orderAsAccount(ctx, customer, { aff: code }, T0);
    expect(findBinding(ctx.db, customer.uuid)).toBeUndefined();
  });

  it('a bound friend stays with the first inviter whatever code comes later', () => {
    const ctx = sandbox.sandbox.context;
    const first = inviterWithCode(ctx, T0);
    const second = inviterWithCode(ctx, T0);
    const { friend, invoiceId } = orderByNewEmail(ctx, { aff: first.code }, T0);
    pay(ctx, invoiceId, 'card', T0);
    orderAsAccount(ctx, friend, { aff: second.code, pid: 2 }, at(1));
    expect(findBinding(ctx.db, friend.uuid)?.inviter_uuid).toBe(first.inviter.uuid);
    expect(() => ctx.db.prepare('UPDATE aff_bindings SET inviter_uuid = ? WHERE friend_uuid = ?').run(second.inviter.uuid, friend.uuid)).toThrow(/never changed/);
  });

  it('without a code, the newest mailed invite to the address within 30 days binds', () => {
    const ctx = sandbox.sandbox.context;
    const { inviter } = inviterWithCode(ctx, T0);
    const stale = inviterWithCode(ctx, T0).inviter;
    const email = uniqueEmail('invited');
    const invite = ctx.db.prepare(`INSERT INTO aff_invites (inviter_uuid, kind, email_norm, email_shown, lang, sent_at, request_key) VALUES (?, 'email', ?, ?, 'zh-TW', ?, ?)`);
    invite.run(stale.uuid, email, email, at(-40).toISOString(), 'k-stale');
    invite.run(inviter.uuid, email, email, at(-3).toISOString(), 'k-fresh');
    const { friend } = orderByNewEmail(ctx, { email }, T0);
    expect(findBinding(ctx.db, friend.uuid)).toMatchObject({ inviter_uuid: inviter.uuid, via: 'email', code: null });

    const late = uniqueEmail('late');
    invite.run(inviter.uuid, late, late, at(-31).toISOString(), 'k-late');
    expect(findBinding(ctx.db, orderByNewEmail(ctx, { email: late }, T0).friend.uuid)).toBeUndefined();
  });
});

describe('booking a friend\'s paid bill', () => {
  it('a card payment books floor(base × 10%) to be confirmed, withdrawable 60 days after payment, once', () => {
    const ctx = sandbox.sandbox.context;
    const { inviter, code } = inviterWithCode(ctx, T0);
    const { invoiceId } = orderByNewEmail(ctx, { aff: code }, T0);
    pay(ctx, invoiceId, 'card', at(0.5));
    expect(() => pay(ctx, invoiceId, 'card', at(0.6))).toThrow();
    const bills = bookedBillsWithStates(ctx.db, inviter.uuid, at(1));
    expect(bills).toHaveLength(1);
    expect(bills[0]?.row).toMatchObject({ invoice_id: invoiceId, base_cents: 690, rate_bp: 1000 });
    expect(bills[0]?.row.withdrawable_at.toISOString()).toBe(at(60.5).toISOString());
    expect(bills[0]?.state).toMatchObject({ status: 'to-be-confirmed', amountCents: 69 });
    expect(bonusSummary(ctx.db, inviter.uuid, at(60.5 - 1 / 1440))).toMatchObject({ toBeConfirmed: '0.69', withdrawable: '0.00' });
    expect(bonusSummary(ctx.db, inviter.uuid, at(60.5))).toMatchObject({ toBeConfirmed: '0.00', withdrawable: '0.69' });
  });

  it('6.90 paid 2.00 from the balance and the rest by Alipay books 0.49: no fee, no balance money', () => {
    const ctx = sandbox.sandbox.context;
    const { inviter } = inviterWithCode(ctx, T0);
    const friend = createAccount(ctx, { email: uniqueEmail('thrifty'), balance: '2.00' }, 'fixture');
    insertBinding(ctx.db, { friendUuid: friend.uuid, inviterUuid: inviter.uuid, code: null, via: 'code', orderId: null, inviteId: null, at: T0 });
    const invoiceId = orderAsAccount(ctx, friend, { paymentMethod: 'alipay' }, T0);
    applyCredit(ctx, invoiceId, friend, 200, T0);
    pay(ctx, invoiceId, 'alipay', T0);
    expect(bookedBillsWithStates(ctx.db, inviter.uuid, T0).map(({ row, state }) => [row.base_cents, state.amountCents])).toEqual([[490, 49]]);
  });

  it('a paid trial books nothing; the friend\'s next bill books again', () => {
    const ctx = sandbox.sandbox.context;
    const { inviter, code } = inviterWithCode(ctx, T0);
    const trial = orderByNewEmail(ctx, { aff: code, cycle: 'Trial' }, T0);
    pay(ctx, trial.invoiceId, 'card', T0);
    expect(bookedBillsWithStates(ctx.db, inviter.uuid, T0)).toHaveLength(0);
    const monthly = orderAsAccount(ctx, trial.friend, { pid: 2 }, at(2));
    pay(ctx, monthly, 'card', at(2));
    const second = orderAsAccount(ctx, trial.friend, { pid: 1 }, at(3));
    pay(ctx, second, 'card', at(3));
    expect(bookedBillsWithStates(ctx.db, inviter.uuid, at(3)).map(({ state }) => state.amountCents)).toEqual([69, 119]);
  });

  it('a rate changed later applies to later bills only', async () => {
    const ctx = sandbox.sandbox.context;
    const { inviter, code } = inviterWithCode(ctx, T0);
    const { friend, invoiceId } = orderByNewEmail(ctx, { aff: code }, T0);
    pay(ctx, invoiceId, 'card', T0);
    await sandbox.control.setBonusRate('12.5');
    try {
      const next = orderAsAccount(ctx, friend, { pid: 2 }, at(1));
      pay(ctx, next, 'card', at(1));
    } finally {
      await sandbox.control.setBonusRate('10');
    }
    expect(bookedBillsWithStates(ctx.db, inviter.uuid, at(1)).map(({ row, state }) => [row.rate_bp, state.amountCents])).toEqual([[1250, 148], [1000, 69]]);
  });
});
