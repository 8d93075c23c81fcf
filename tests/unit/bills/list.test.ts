import { describe, expect, it } from 'vitest';
import { INVOICE_PAGE_SIZE, InvoiceSummary } from '../../../src/lib/bills/contract.ts';
import {
  billsSearch,
  billStanding,
  clampPage,
  DEFAULT_BILLS_SORT,
  limitstartOf,
  listRequestOf,
  pageCountOf,
  pageOfLimitstart,
  readBillsQuery,
} from '../../../src/lib/bills/list.ts';

/** A paid Monthly renewal, as the list shows it; the named bills below change what they must. */
const PAID_RENEWAL: InvoiceSummary = {
  id: 50_123,
  status: 'Paid',
  cancelReason: null,
  createdAt: '2026-10-25T04:00:00.000Z',
  dueAt: '2026-11-01T04:00:00.000Z',
  paidAt: '2026-10-26T09:30:00.000Z',
  serviceId: 12,
  relid: 70_012,
  cycle: 'Monthly',
  isRenewal: true,
  description: 'Skyline Standard, Monthly',
  productName: 'Skyline Standard',
  currency: 'USD',
  total: '6.90',
  balanceDue: '0.00',
  refunded: '0.00',
  paymentMethod: 'card',
  deadline: { state: 'due', graceEndsAt: '2026-11-04T04:00:00.000Z', payableUntil: '2026-11-08T04:00:00.000Z' },
};
const UNPAID_IN_GRACE: InvoiceSummary = { ...PAID_RENEWAL, status: 'Unpaid', paidAt: null, balanceDue: '6.90', deadline: { ...PAID_RENEWAL.deadline, state: 'grace' } };
const UNPAID_PAST_PAYING: InvoiceSummary = { ...UNPAID_IN_GRACE, deadline: { ...PAID_RENEWAL.deadline, state: 'expired' } };
const PART_REFUNDED: InvoiceSummary = { ...PAID_RENEWAL, status: 'Refunded', refunded: '3.45' };
const TIMED_OUT: InvoiceSummary = { ...UNPAID_IN_GRACE, status: 'Cancelled', cancelReason: 'timeout', balanceDue: '0.00' };

describe('bills paging', () => {
  it('turns a page into the limitstart of its first bill, 25 a page, and back', () => {
    expect(INVOICE_PAGE_SIZE).toBe(25);
    expect(limitstartOf(1)).toBe(0);
    expect(limitstartOf(2)).toBe(25);
    expect(limitstartOf(4)).toBe(75);
    for (const page of [1, 2, 3, 40]) expect(pageOfLimitstart(limitstartOf(page))).toBe(page);
    expect(pageOfLimitstart(26)).toBe(2);
  });

  it('never asks for a limitstart before the first bill', () => {
    expect(limitstartOf(0)).toBe(0);
    expect(limitstartOf(-3)).toBe(0);
    expect(pageOfLimitstart(-1)).toBe(1);
  });

  it('counts pages from totalCount, one page for none', () => {
    expect(pageCountOf(0)).toBe(1);
    expect(pageCountOf(1)).toBe(1);
    expect(pageCountOf(25)).toBe(1);
    expect(pageCountOf(26)).toBe(2);
    expect(pageCountOf(51)).toBe(3);
  });

  it('clamps a page past the end to the last, and one before the start to the first', () => {
    expect(clampPage(9, 30)).toBe(2);
    expect(clampPage(2, 30)).toBe(2);
    expect(clampPage(2, 25)).toBe(1);
    expect(clampPage(3, 0)).toBe(1);
    expect(clampPage(0, 30)).toBe(1);
  });
});

describe('the bills query in the address', () => {
  it('reads the page and an allow-listed sort', () => {
    expect(readBillsQuery('?page=2&sort=total&order=asc')).toEqual({ page: 2, orderby: 'total', order: 'asc' });
    expect(readBillsQuery(new URLSearchParams('sort=duedate'))).toEqual({ page: 1, orderby: 'duedate', order: 'desc' });
  });

  it('reads anything outside the allow-list as the default, never passing it on', () => {
    for (const search of ['?sort=password', '?sort=id;drop table invoices', '?sort=DATE', '?order=random', '?sort=', '?sort=constructor']) {
      expect(readBillsQuery(search), search).toEqual({ page: 1, ...DEFAULT_BILLS_SORT });
    }
    expect(readBillsQuery('?sort=id&order=sideways')).toEqual({ page: 1, orderby: 'id', order: 'desc' });
  });

  it('reads a page that is not a whole number from 1 up as the first', () => {
    for (const page of ['0', '-2', '1.5', 'abc', '', '2e3', '9999999999']) expect(readBillsQuery(`?page=${page}`).page, page).toBe(1);
    expect(readBillsQuery('').page).toBe(1);
  });

  it('writes the query back, leaving defaults out', () => {
    expect(billsSearch({ page: 1, ...DEFAULT_BILLS_SORT })).toBe('');
    expect(billsSearch({ page: 2, ...DEFAULT_BILLS_SORT })).toBe('?page=2');
    expect(billsSearch({ page: 3, orderby: 'total', order: 'asc' }, '?page=9&sort=id')).toBe('?page=3&sort=total&order=asc');
    const query = { page: 4, orderby: 'status', order: 'asc' } as const;
    expect(readBillsQuery(billsSearch(query))).toEqual(query);
  });

  it('keeps only what the page applies: values it never sends leave the address (issue 23)', () => {
    const typed = '?orderby=password&limitnum=1000&limitstart=-5&relid=1&sort=password&order=sideways&page=abc';
    expect(billsSearch(readBillsQuery(typed), typed)).toBe('');
    expect(billsSearch(readBillsQuery('?page=2&sort=total&order=asc&limitnum=1000'), '?page=2&sort=total&order=asc&limitnum=1000')).toBe('?page=2&sort=total&order=asc');
  });

  it('keeps a login link that could not be stored, so a reload still logs in', () => {
    expect(billsSearch({ page: 2, ...DEFAULT_BILLS_SORT }, '?uuid=u1&hmac=h1&limitnum=1000')).toBe('?uuid=u1&hmac=h1&page=2');
  });

  it('asks the provider for 25 bills from the page’s first, sorted only by allowed values', () => {
    expect(listRequestOf({ page: 2, orderby: 'total', order: 'asc' })).toEqual({ limitnum: 25, limitstart: 25, orderby: 'total', order: 'asc' });
    expect(listRequestOf(readBillsQuery('?page=3&sort=1;--&order=x'))).toEqual({ limitnum: 25, limitstart: 50, ...DEFAULT_BILLS_SORT });
  });
});

describe('a bill’s standing', () => {
  it('tells paid, payable, past paying, refunded (with the amount) and cancelled (with why) apart', () => {
    expect(billStanding(PAID_RENEWAL)).toEqual({ kind: 'paid' });
    expect(billStanding(UNPAID_IN_GRACE)).toEqual({ kind: 'payable' });
    expect(billStanding({ ...UNPAID_IN_GRACE, deadline: { ...UNPAID_IN_GRACE.deadline, state: 'late' } })).toEqual({ kind: 'payable' });
    expect(billStanding(UNPAID_PAST_PAYING)).toEqual({ kind: 'closed' });
    expect(billStanding(PART_REFUNDED)).toEqual({ kind: 'refunded', amount: '3.45' });
    expect(billStanding(TIMED_OUT)).toEqual({ kind: 'cancelled', reason: 'timeout' });
    expect(billStanding({ ...TIMED_OUT, cancelReason: 'cancelled' })).toEqual({ kind: 'cancelled', reason: 'cancelled' });
    expect(billStanding({ ...TIMED_OUT, cancelReason: null })).toEqual({ kind: 'cancelled', reason: 'unknown' });
  });

  it('fixtures are bills the contract accepts', () => {
    for (const bill of [PAID_RENEWAL, UNPAID_IN_GRACE, UNPAID_PAST_PAYING, PART_REFUNDED, TIMED_OUT]) expect(InvoiceSummary.safeParse(bill).success).toBe(true);
  });
});
