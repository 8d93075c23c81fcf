/**
 * The affiliate money page of the control surface: a person acting as the provider's staff
 * sees the demo inviter's bills and withdrawals as text and decides with plain forms.
 */
import { describe, expect, it } from 'vitest';
import { startTestSandbox } from '../../../../sandbox/core/test-sandbox.ts';
import { startedPerFile } from '../../../support/per-file.ts';
import { bookedBillsWithStates } from '../../../../sandbox/affiliate/entries.ts';
import { listWithdrawals } from '../../../../sandbox/affiliate/withdrawals.ts';

const sandbox = startedPerFile('the seeded sandbox', () => startTestSandbox({ name: 'affiliate-page' }));

async function post(path: string, form: Record<string, string>) {
  return fetch(`${sandbox.origin}${path}`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form).toString() });
}

async function rich() {
  const account = (await sandbox.control.accounts()).find((one) => one.label === 'affiliate-rich');
  if (!account) throw new Error('no affiliate-rich');
  return account;
}

describe('/__sandbox/affiliate', () => {
  it('lists the inviter with its figures, bills and withdrawals, and the operator buttons that fit each', async () => {
    const page = await (await fetch(`${sandbox.origin}/__sandbox/affiliate`)).text();
    expect(page).toContain('affiliate-rich');
    expect(page).toContain('withdrawable 4.96');
    expect(page).toContain('lu.xiao@example.com');
    expect(page).toContain('value="release"');
    expect(page).toContain('value="returned"');
    expect(page).toContain('value="rejected"');
  });

  it('settles a withdrawal and releases a held bill from its forms', async () => {
    const ctx = sandbox.sandbox.context;
    const { uuid } = await rich();
    const open = listWithdrawals(ctx.db, uuid).find((one) => one.status === 'requested');
    const held = bookedBillsWithStates(ctx.db, uuid, ctx.clock.now()).find(({ state }) => state.underReview);
    if (!open || !held) throw new Error('the seed has an open withdrawal and a held bill');
    const paid = await post(`/__sandbox/affiliate/withdrawals/${open.id}`, { status: 'paid', reference: 'PAYOUT-<b>', reason: '' });
    expect(paid.status).toBe(303);
    expect(listWithdrawals(ctx.db, uuid).find((one) => one.id === open.id)).toMatchObject({ status: 'paid', reference: 'PAYOUT-<b>' });
    expect(await (await fetch(`${sandbox.origin}/__sandbox/affiliate`)).text()).toContain('PAYOUT-&lt;b&gt;');
    expect((await post(`/__sandbox/affiliate/booked-bills/${held.row.id}`, { action: 'release', reason: 'operator' })).status).toBe(303);
    expect(bookedBillsWithStates(ctx.db, uuid, ctx.clock.now()).find(({ row }) => row.id === held.row.id)?.state.underReview).toBe(false);
    expect((await post(`/__sandbox/affiliate/withdrawals/${open.id}`, { status: 'rejected' })).status).toBe(409);
  });
});
