/**
 * The pure rules behind the bills and account pages' calls: sorting and paging a bill
 * list, where the next renewal stands, the balance history's running balance, the mix of
 * a fixture's older bills, and the account-level verification link.
 */
import { describe, expect, it } from 'vitest';
import type { InvoiceSummary } from '../../../../src/lib/core/contract/index.ts';
import { extraStatuses } from '../../../../sandbox/invoice/fixtures.ts';
import { emailVerifyUrl } from '../../../../sandbox/core/links.ts';
import { firstOverdraft, withBalanceAfter } from '../../../../sandbox/balance/history.ts';
import { pageOf, sortBills } from '../../../../sandbox/bills/list.ts';
import { nextRenewal, RENEWAL_NOTICE_MS, renewalIssuedAt, type RenewalFacts } from '../../../../sandbox/order/renewal.ts';
import { createSigner } from '../../../../sandbox/core/signing.ts';

type Bill = Pick<InvoiceSummary, 'id' | 'createdAt' | 'dueAt' | 'total' | 'status'>;
const bill = (id: number, createdAt: string, total: string, status: Bill['status'], dueAt = createdAt): Bill => ({ id, createdAt, dueAt, total, status });

const bills: Bill[] = [
  bill(10001, '2030-01-01T00:00:00.000Z', '6.90', 'Paid'),
  bill(10002, '2030-02-01T00:00:00.000Z', '19.90', 'Unpaid', '2030-02-08T00:00:00.000Z'),
  bill(10003, '2030-02-01T00:00:00.000Z', '6.90', 'Refunded'),
  bill(10004, '2030-03-01T00:00:00.000Z', '113.90', 'Cancelled'),
];
const ids = (list: Bill[]) => list.map((entry) => entry.id);

describe('sortBills', () => {
  it('puts the newest first by default, bills of the same moment by number', () => {
    expect(ids(sortBills(bills))).toEqual([10004, 10003, 10002, 10001]);
    expect(ids(sortBills(bills, 'date', 'asc'))).toEqual([10001, 10002, 10003, 10004]);
  });

  it('sorts totals as amounts, not as text', () => {
    expect(ids(sortBills(bills, 'total', 'asc'))).toEqual([10001, 10003, 10002, 10004]);
    expect(ids(sortBills(bills, 'total', 'desc'))).toEqual([10004, 10002, 10003, 10001]);
  });

  it('sorts by due date, status and number', () => {
    expect(ids(sortBills(bills, 'duedate', 'desc'))).toEqual([10004, 10002, 10003, 10001]);
    expect(sortBills(bills, 'status', 'asc').map((entry) => entry.status)).toEqual(['Cancelled', 'Paid', 'Refunded', 'Unpaid']);
    expect(ids(sortBills(bills, 'id', 'desc'))).toEqual([10004, 10003, 10002, 10001]);
  });

  it('leaves the list it was given alone', () => {
    const before = ids(bills);
    sortBills(bills, 'total', 'desc');
    expect(ids(bills)).toEqual(before);
  });
});

describe('pageOf', () => {
  it('answers limitnum items from limitstart, and nothing past the end', () => {
    const items = Array.from({ length: 30 }, (_, index) => index);
    expect(pageOf(items, 0, 25)).toHaveLength(25);
    expect(pageOf(items, 25, 25)).toEqual([25, 26, 27, 28, 29]);
    expect(pageOf(items, 50, 25)).toEqual([]);
  });
});

describe('withBalanceAfter', () => {
  const entries = [
    { id: 3, at: '2030-01-03T00:00:00.000Z', amountCents: -690 },
    { id: 1, at: '2030-01-01T00:00:00.000Z', amountCents: 2000 },
    { id: 2, at: '2030-01-03T00:00:00.000Z', amountCents: 250 },
  ];

  it('gives each entry, newest first, the balance just after it (same moment: in the order recorded)', () => {
    expect(withBalanceAfter(entries).map((entry) => [entry.id, entry.balanceAfterCents])).toEqual([
      [3, 1560],
      [2, 2250],
      [1, 2000],
    ]);
  });

  it('finds the first entry that would overdraw the balance', () => {
    expect(firstOverdraft(entries)).toBeNull();
    expect(firstOverdraft([{ id: 1, at: '2030-01-01T00:00:00.000Z', amountCents: -1 }])?.id).toBe(1);
    expect(firstOverdraft([...entries, { id: 4, at: '2030-01-02T00:00:00.000Z', amountCents: -2001 }])?.id).toBe(4);
  });
});

describe('nextRenewal', () => {
  const now = new Date('2030-01-01T00:00:00.000Z');
  const expiresAt = new Date('2030-01-20T00:00:00.000Z');
  const facts: RenewalFacts = {
    serviceId: 7,
    cycle: 'Monthly',
    expiresAt,
    price: { amount: '6.90', currency: 'USD' },
    refusal: null,
    renewalCancelledAt: null,
    unpaidRenewal: null,
  };

  it('schedules the bill a week before expiry, or now when that has passed', () => {
    expect(nextRenewal(facts, now)).toEqual({ state: 'scheduled', serviceId: 7, issuesAt: '2030-01-13T00:00:00.000Z', dueAt: expiresAt.toISOString(), amount: facts.price, cycle: 'Monthly' });
    const late = new Date(expiresAt.getTime() - RENEWAL_NOTICE_MS + 3600_000);
    expect(renewalIssuedAt(expiresAt, late)).toEqual(late);
  });

  it('answers the waiting bill, and a cancellation before anything else', () => {
    const unpaidRenewal = { invoiceId: 10009, dueAt: expiresAt, amount: { amount: '7.11', currency: 'USD' } };
    expect(nextRenewal({ ...facts, unpaidRenewal }, now)).toEqual({ state: 'billed', serviceId: 7, invoiceId: 10009, dueAt: expiresAt.toISOString(), amount: unpaidRenewal.amount, cycle: 'Monthly' });
    const cancelledAt = new Date('2029-12-30T00:00:00.000Z');
    expect(nextRenewal({ ...facts, unpaidRenewal, refusal: 'cancelled', renewalCancelledAt: cancelledAt }, now)).toEqual({
      state: 'cancelled',
      serviceId: 7,
      cancelledAt: cancelledAt.toISOString(),
      endsAt: expiresAt.toISOString(),
    });
  });

  it('answers "none" with why for each refusal of the renewal rule', () => {
    const reason = (refusal: RenewalFacts['refusal']) => {
      const answer = nextRenewal({ ...facts, refusal }, now);
      return answer.state === 'none' ? answer.reason : answer.state;
    };
    expect([reason('trial'), reason('never-paid'), reason('ended'), reason('past-threshold')]).toEqual(['trial', 'pending', 'ended', 'ended']);
  });
});

describe('extraStatuses', () => {
  it('takes the statuses in turn so each page mixes them', () => {
    expect(extraStatuses({ paid: 3, unpaid: 1, refunded: 2, cancelled: 1 })).toEqual(['paid', 'unpaid', 'refunded', 'cancelled', 'paid', 'refunded', 'paid']);
    expect(extraStatuses({})).toEqual([]);
  });
});

describe('account-level email verification', () => {
  it('links to user/account in the language asked, the four values in the fragment', () => {
    const url = new URL(emailVerifyUrl('http://127.0.0.1:4321', 'zh-CN', null, { email: 'a+b@example.com', code: '012345', timestamp: 1_900_000_000, sign: 'ab' }));
    expect(`${url.origin}${url.pathname}${url.search}`).toBe('http://127.0.0.1:4321/zh-CN/user/account');
    expect(Object.fromEntries(new URLSearchParams(url.hash.slice(1)))).toEqual({ 'email-verify': '1', email: 'a+b@example.com', code: '012345', timestamp: '1900000000', sign: 'ab' });
  });

  it('signs an account’s own code apart from any service’s, and per account', () => {
    const signer = createSigner('unit-test-secret-0123456789');
    const account = signer.accountEmailSign('u1', 'A@example.com ', 1_900_000_000);
    expect(account).toBe(signer.accountEmailSign('u1', 'a@example.com', 1_900_000_000));
    expect(account).not.toBe(signer.accountEmailSign('u2', 'a@example.com', 1_900_000_000));
    expect(account).not.toBe(signer.emailSign(1, 'a@example.com', 1_900_000_000));
  });
});
