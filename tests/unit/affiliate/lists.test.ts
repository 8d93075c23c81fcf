/**
 * The page's lists against an in-process sandbox (no mocks): the booked bills a page at a
 * time and by status, with the summary that came with them; a refund moves a bill to
 * cancelled with its reason; the withdrawals; "more" never repeats a row.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { useStoreTest } from '../../support/store-test.ts';
import { uniqueEmail } from '../../support/unique-email.ts';
import { addAffiliateCodeIfMissing } from '../../../sandbox/attribution/data.ts';
import { bookedBills, filterBookedBills, hasMore, withdrawals } from '../../../src/lib/affiliate/lists.ts';
import { freshCode, orderByNewEmail, pay } from './sandbox/friends.ts';

const store = useStoreTest();

beforeEach(() => {
  bookedBills.$list.set({ kind: 'idle' });
  withdrawals.$list.set({ kind: 'idle' });
});

/** An inviter, logged in, whose `count` friends each paid a Monthly Standard bill (6.90 → 0.69 at 10%). */
async function inviterWithPayingFriends(count: number): Promise<number[]> {
  const ctx = store.sandbox.context;
  const now = ctx.clock.now();
  const inviter = await store.loggedInAccount({ email: uniqueEmail('inviter'), emailStatus: 'verified', services: [{ status: 'Active' }] });
  const code = freshCode();
  addAffiliateCodeIfMissing(ctx.db, code, inviter.uuid, now);
  return Array.from({ length: count }, () => {
    const { invoiceId } = orderByNewEmail(ctx, { aff: code }, now);
    pay(ctx, invoiceId, 'card', now);
    return invoiceId;
  });
}

describe('booked bills', () => {
  it('reads the first page with the summary, then the rest, never a row twice', async () => {
    await inviterWithPayingFriends(21);
    await bookedBills.load(store.client);
    const first = bookedBills.$list.get();
    expect(first).toMatchObject({ kind: "ready" });
    if (first.kind !== 'ready') return;
    expect(first.value.rows).toHaveLength(20);
    expect(first.value.totalCount).toBe(21);
    expect(first.value.extra.summary.toBeConfirmed).toBe('14.49');
    expect(first.value.rows.every((bill) => bill.status === 'to-be-confirmed' && bill.amount === '0.69')).toBe(true);
    expect(hasMore(first.value)).toBe(true);

    await bookedBills.loadMore(store.client);
    const all = bookedBills.$list.get();
    if (all.kind !== 'ready') throw new Error(`not ready: ${all.kind}`);
    expect(new Set(all.value.rows.map((bill) => bill.id)).size).toBe(21);
    expect(hasMore(all.value)).toBe(false);
  });

  it('a full refund cancels the bill with its reason, and the status filter shows it alone', async () => {
    const [refunded] = await inviterWithPayingFriends(2);
    if (refunded === undefined) throw new Error('no bill');
    await store.control.refundInvoice(refunded, { kind: 'refund' });
    await filterBookedBills(store.client, 'cancelled');
    const cancelled = bookedBills.$list.get();
    if (cancelled.kind !== 'ready') throw new Error(`not ready: ${cancelled.kind}`);
    expect(cancelled.value.rows).toEqual([expect.objectContaining({ status: 'cancelled', cancelReason: 'refunded', amount: '0.00', originalAmount: '0.69' })]);
    expect(cancelled.value.extra.summary.toBeConfirmed).toBe('0.69');

    await filterBookedBills(store.client, null);
    const all = bookedBills.$list.get();
    expect(all.kind === 'ready' && all.value.rows.length).toBe(2);
  });
});

describe('withdrawals', () => {
  it('an inviter who never withdrew has none', async () => {
    await inviterWithPayingFriends(1);
    await withdrawals.load(store.client);
    expect(withdrawals.$list.get()).toMatchObject({ kind: 'ready', value: { rows: [], totalCount: 0 } });
  });
});
