/**
 * The affiliate demo accounts (reference §2.9): `affiliate-rich` shows every booked-bill and
 * withdrawal state a person can meet, made through the sandbox's own paths; the other three
 * are the page's other starting points.
 */
import { describe, expect, it } from 'vitest';
import { startTestSandbox } from '../../../../sandbox/core/test-sandbox.ts';
import { startedPerFile } from '../../../support/per-file.ts';
import { AFFILIATE_DEMO_LABELS } from '../../../../sandbox/affiliate/seed.ts';
import { bookedBillsWithStates } from '../../../../sandbox/affiliate/entries.ts';
import { bonusSummary } from '../../../../sandbox/affiliate/ledger.ts';
import { listWithdrawals } from '../../../../sandbox/affiliate/withdrawals.ts';
import { listMessages } from '../../../../sandbox/account/messages.ts';

const sandbox = startedPerFile('the seeded sandbox', () => startTestSandbox({ name: 'affiliate-seed' }));

async function demo(label: string) {
  const account = (await sandbox.control.accounts()).find((one) => one.origin === 'demo' && one.label === label);
  if (!account) throw new Error(`no demo account ${label}`);
  return account;
}

describe('the affiliate demo accounts', () => {
  it('are seeded with the email and service each starting point needs', async () => {
    const [rich, fresh, noEmail, unpaid] = await Promise.all(AFFILIATE_DEMO_LABELS.map(demo));
    expect([rich, fresh, noEmail, unpaid].map((one) => one?.emailStatus)).toEqual(['verified', 'verified', 'none', 'verified']);
    expect([rich, fresh, noEmail].map((one) => one?.services.map((service) => service.status))).toEqual([['Active'], ['Active'], ['Active']]);
    expect(unpaid?.services).toEqual([]);
    const ctx = sandbox.sandbox.context;
    expect(bookedBillsWithStates(ctx.db, fresh?.uuid ?? '', ctx.clock.now())).toEqual([]);
  });

  it('affiliate-rich has booked bills in every state, one under review, one clawed back', async () => {
    const rich = await demo('affiliate-rich');
    const ctx = sandbox.sandbox.context;
    const bills = bookedBillsWithStates(ctx.db, rich.uuid, ctx.clock.now()).map(({ state }) => [state.status, state.amountCents, state.underReview, state.cancelReason, state.clawedBackCents]);
    expect(bills).toEqual([
      ['to-be-confirmed', 639, true, null, 0],
      ['cancelled', 0, false, 'refunded', 0],
      ['to-be-confirmed', 69, false, null, 0],
      ['withdrawable', 1139, false, null, 0],
      ['cancelled', 0, false, 'chargeback', 69],
      ['confirmed', 659, false, null, 0],
      ['confirmed', 1139, false, null, 0],
      ['confirmed', 2059, false, null, 0],
    ]);
    expect(bonusSummary(ctx.db, rich.uuid, ctx.clock.now())).toEqual({ toBeConfirmed: '7.08', withdrawable: '4.96', withdrawn: '25.00', inProgress: '20.00' });
  });

  it('affiliate-rich has withdrawals in all five states and the messages about them', async () => {
    const rich = await demo('affiliate-rich');
    const ctx = sandbox.sandbox.context;
    expect(listWithdrawals(ctx.db, rich.uuid).map((one) => [one.status, one.destination, one.amount_cents])).toEqual([
      ['requested', 'paypal', 2000],
      ['returned', 'paypal', 2000],
      ['rejected', 'paypal', 2000],
      ['paid', 'paypal', 2000],
      ['completed', 'balance', 500],
    ]);
    const titles = listMessages(ctx.db, rich.uuid, 'en-US', 50).filter((message) => message.kind === 'affiliate').map((message) => message.title);
    expect(titles).toContain('PayPal withdrawal returned');
    expect(titles).toContain('A bonus was cancelled');
    expect(titles.filter((title) => title === 'A friend paid: bonus booked')).toHaveLength(8);
  });
});
