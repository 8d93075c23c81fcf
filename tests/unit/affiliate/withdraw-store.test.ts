/**
 * The withdrawal as the page's store sends it, on an in-process sandbox (no mocks): checked
 * first (2.99 to the balance never leaves), one request for a double press, and an answer
 * lost after the provider handled it read back from the withdrawals, never sent again.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useStoreTest } from '../../support/store-test.ts';
import { uniqueEmail } from '../../support/unique-email.ts';
import { addAffiliateCodeIfMissing } from '../../../sandbox/attribution/data.ts';
import { $affiliateInfo, loadAffiliateInfo } from '../../../src/lib/affiliate/store.ts';
import { $withdrawal, openWithdrawal, submitWithdrawal } from '../../../src/lib/affiliate/withdraw-store.ts';
import { withdrawals } from '../../../src/lib/affiliate/lists.ts';
import { DAY_MS, freshCode, orderByNewEmail, pay } from './sandbox/friends.ts';
import { affBalanceWithdraw } from '../../../src/lib/affiliate/contract.ts';
import { newRequestKey } from '../../../src/lib/core/api/request-key.ts';
import { $credentials } from '../../../src/lib/core/stores/session.ts';

function loginOf() {
  const login = $credentials.get();
  if (!login) throw new Error('no login stored');
  return login;
}

const store = useStoreTest();

beforeEach(() => {
  $affiliateInfo.set({ kind: 'idle' });
  withdrawals.$list.set({ kind: 'idle' });
});
afterEach(async () => {
  await store.control.moveClock({ reset: true });
  await store.control.setBonusRate('10');
  await store.control.clearFaults();
});

/** A logged-in inviter whose friend paid Monthly Standard (6.90) at 50%, 61 days ago: 3.45 withdrawable. */
async function inviterWith345(): Promise<void> {
  await store.control.setBonusRate('50');
  const ctx = store.sandbox.context;
  const inviter = await store.loggedInAccount({ email: uniqueEmail('inviter'), emailStatus: 'verified', services: [{ status: 'Active' }] });
  const code = freshCode();
  addAffiliateCodeIfMissing(ctx.db, code, inviter.uuid, ctx.clock.now());
  const { invoiceId } = orderByNewEmail(ctx, { aff: code }, ctx.clock.now());
  pay(ctx, invoiceId, 'card', ctx.clock.now());
  await store.control.moveClock({ advanceMs: 61 * DAY_MS });
  await loadAffiliateInfo(store.client, 'zh-TW');
  expect($affiliateInfo.get()).toMatchObject({ kind: 'ready', value: { bonus: { withdrawable: '3.45' } } });
}

async function madeWithdrawals() {
  await withdrawals.load(store.client);
  const list = withdrawals.$list.get();
  if (list.kind !== 'ready') throw new Error(`withdrawals not read: ${list.kind}`);
  return list.value.rows;
}

describe('a withdrawal', () => {
  it('below the balance minimum is refused before anything is sent', async () => {
    await inviterWith345();
    await openWithdrawal(store.client);
    await submitWithdrawal(store.client, { amount: '2.99', destination: 'balance', paypalEmail: '' }, 'zh-TW');
    expect($withdrawal.get()).toEqual({ kind: 'editing', problem: { ok: false, error: 'WithdrawalBelowMinimum', minimumCents: 300 } });
    expect(await madeWithdrawals()).toEqual([]);
  });

  it('pressed twice goes once, and the figures follow the answer', async () => {
    await inviterWith345();
    await openWithdrawal(store.client);
    const form = { amount: '3.00', destination: 'balance', paypalEmail: '' } as const;
    await Promise.all([submitWithdrawal(store.client, form, 'zh-TW'), submitWithdrawal(store.client, form, 'zh-TW')]);
    expect($withdrawal.get()).toMatchObject({ kind: 'done', withdrawal: { amount: '3.00', status: 'completed' }, accountBalance: '3.00' });
    expect(await madeWithdrawals()).toHaveLength(1);
    expect($affiliateInfo.get()).toMatchObject({ kind: 'ready', value: { bonus: { withdrawable: '0.45', withdrawn: '3.00' } } });
  });

  it('whose answer is lost after it was handled is read back as done, not sent again', async () => {
    await inviterWith345();
    await openWithdrawal(store.client);
    await store.control.fault({ pathPrefix: '/au/api/v1/aff/balance/withdraw', mode: 'drop-after', times: 1 });
    await submitWithdrawal(store.client, { amount: '3.45', destination: 'balance', paypalEmail: '' }, 'zh-TW');
    expect($withdrawal.get()).toMatchObject({ kind: 'done', withdrawal: { amount: '3.45' }, accountBalance: null });
    expect(await madeWithdrawals()).toHaveLength(1);
    expect($affiliateInfo.get()).toMatchObject({ kind: 'ready', value: { bonus: { withdrawable: '0.00', withdrawn: '3.45' } } });
  });

  it('whose request never reached the provider is read back as not done', async () => {
    await inviterWith345();
    await openWithdrawal(store.client);
    await store.control.fault({ pathPrefix: '/au/api/v1/aff/balance/withdraw', mode: 'drop', times: 1 });
    await submitWithdrawal(store.client, { amount: '3.45', destination: 'balance', paypalEmail: '' }, 'zh-TW');
    expect($withdrawal.get()).toEqual({ kind: 'not-done' });
    expect(await madeWithdrawals()).toEqual([]);
  });
});

describe('two tabs', () => {
  it('the second withdrawal of everything is refused as over the withdrawable bonus, told with the figure as it is now', async () => {
    await inviterWith345();
    await openWithdrawal(store.client);
    // The other tab took it all meanwhile; this tab's figures still say 3.45.
    const other = await store.client.call(affBalanceWithdraw, { body: { ...loginOf(), amount: '3.45', destination: 'balance', requestKey: newRequestKey() } });
    expect(other.ok).toBe(true);
    await submitWithdrawal(store.client, { amount: '3.45', destination: 'balance', paypalEmail: '' }, 'zh-TW');
    expect($withdrawal.get()).toEqual({ kind: 'editing', problem: { error: 'WithdrawalOverAvailable', withdrawableCents: 0 } });
    expect(await madeWithdrawals()).toHaveLength(1);
  });
});
