import { beforeEach, describe, expect, it } from 'vitest';
import * as balance from '../../../src/lib/balance/store.ts';
import { BALANCE_PAGE_SIZE } from '../../../src/lib/balance/rules.ts';
import { useStoreTest } from '../../support/store-test.ts';

const store = useStoreTest();

beforeEach(() => {
  balance.$balance.set({ kind: 'idle' });
  balance.$balanceHistory.set({ kind: 'idle' });
});

const topUps = (count: number) => Array.from({ length: count }, () => ({ type: 'top-up' as const, amount: '1.00' }));

describe('the balance and its history', () => {
  it('reads the balance and the first page, newest first, with the true count', async () => {
    await store.loggedInAccount({ balanceEntries: topUps(BALANCE_PAGE_SIZE + 1), balance: '2.50' });
    balance.ensureBalanceLoaded(store.client);
    await expect.poll(() => balance.$balanceHistory.get().kind).toBe('ready');
    await expect.poll(() => balance.$balance.get().kind).toBe('ready');
    expect(balance.$balance.get()).toEqual({ kind: 'ready', value: { amount: '23.50', currency: 'USD' } });
    const history = balance.$balanceHistory.get();
    expect(history).toMatchObject({ kind: 'ready', value: { currency: 'USD', totalCount: BALANCE_PAGE_SIZE + 2, more: { kind: 'idle' } } });
    expect(history.kind === 'ready' && history.value.entries.length).toBe(BALANCE_PAGE_SIZE);
    expect(history.kind === 'ready' && history.value.entries[0]).toMatchObject({ amount: '2.50', type: 'top-up', balanceAfter: '23.50' });
  });

  it('adds the next page after those shown; a failed "more" keeps them and can be asked again', async () => {
    await store.loggedInAccount({ balanceEntries: topUps(BALANCE_PAGE_SIZE + 3) });
    await balance.loadBalanceHistory(store.client);
    await store.control.fault({ pathPrefix: '/au/api/v1/account/balance/trans', mode: 'error500', times: 10 });
    await balance.loadMoreBalanceHistory(store.client);
    const failed = balance.$balanceHistory.get();
    expect(failed).toMatchObject({ kind: 'ready', value: { more: { kind: 'error', error: 'ServerError' } } });
    expect(failed.kind === 'ready' && failed.value.entries.length).toBe(BALANCE_PAGE_SIZE);
    await store.control.clearFaults();
    await balance.loadMoreBalanceHistory(store.client);
    const all = balance.$balanceHistory.get();
    expect(all.kind === 'ready' && all.value.entries.map((entry) => entry.balanceAfter).at(-1)).toBe('1.00');
    expect(all.kind === 'ready' && new Set(all.value.entries.map((entry) => entry.id)).size).toBe(BALANCE_PAGE_SIZE + 3);
  });

  it('says why the history could not be read', async () => {
    await store.loggedInAccount();
    await store.control.fault({ pathPrefix: '/au/api/v1/account/balance/trans', mode: 'error500', times: 10 });
    await balance.loadBalanceHistory(store.client);
    expect(balance.$balanceHistory.get()).toEqual({ kind: 'error', error: 'ServerError' });
    await store.control.clearFaults();
  });
});
