/** The sandbox's pure billing rules on named, realistic fixtures. */
import { describe, expect, it } from 'vitest';
import { fingerprintOf } from '../../../../sandbox/core/request-keys.ts';
import { safeReturnUrl } from '../../../../sandbox/core/links.ts';
import { visitorAddress } from '../../../../sandbox/order/routes.ts';
import { cardBrand, checkTestCard, passesLuhn } from '../../../../sandbox/saved-cards/rules.ts';
import { effectiveInvoiceStatus, paymentBlock, type InvoiceFacts } from '../../../../sandbox/invoice/rules.ts';
import { effectivePaymentState } from '../../../../sandbox/payment/rules.ts';
import { offeredMethods } from '../../../../sandbox/payment/methods.ts';
import type { AccountRegion } from '../../../../sandbox/payment/regions.ts';
import { deliveredPeriod } from '../../../../sandbox/service/rules.ts';
import { uniqueUsdtAmount, usdtAddress, usdtWatchState } from '../../../../sandbox/payment/usdt.ts';

const HOUR_MS = 3600_000;
const DAY_MS = 24 * HOUR_MS;
const ordered = new Date('2030-03-10T08:00:00Z');
const at = (ms: number) => new Date(ordered.getTime() + ms);

const newOrder: InvoiceFacts = { status: 'Unpaid', cancelReason: null, isRenewal: false, createdAt: ordered, dueAt: at(DAY_MS), cycle: 'Monthly' };
const monthlyRenewal: InvoiceFacts = { status: 'Unpaid', cancelReason: null, isRenewal: true, createdAt: at(-7 * DAY_MS), dueAt: ordered, cycle: 'Monthly' };

describe('invoice rules', () => {
  it('times a new order out after 24 hours, never a renewal', () => {
    expect(effectiveInvoiceStatus(newOrder, at(DAY_MS - 1))).toEqual({ status: 'Unpaid', cancelReason: null });
    expect(effectiveInvoiceStatus(newOrder, at(DAY_MS))).toEqual({ status: 'Cancelled', cancelReason: 'timeout' });
    expect(effectiveInvoiceStatus(monthlyRenewal, at(5 * DAY_MS)).status).toBe('Unpaid');
    expect(effectiveInvoiceStatus({ ...newOrder, status: 'Paid' }, at(9 * DAY_MS)).status).toBe('Paid');
  });

  it('names why an invoice cannot be paid', () => {
    expect(paymentBlock(newOrder, at(HOUR_MS))).toBeNull();
    expect(paymentBlock(newOrder, at(DAY_MS))).toBe('OrderTimedOut');
    expect(paymentBlock({ ...newOrder, status: 'Paid' }, ordered)).toBe('InvoicePaid');
    expect(paymentBlock({ ...newOrder, status: 'Cancelled', cancelReason: 'cancelled' }, ordered)).toBe('InvoiceCancelled');
    // Monthly: 3 days of grace, then 4 more.
    expect(paymentBlock(monthlyRenewal, at(7 * DAY_MS))).toBeNull();
    expect(paymentBlock(monthlyRenewal, at(7 * DAY_MS + 1))).toBe('InvoiceExpired');
  });

  it('delivers a new service from the payment and a renewal from the original expiry', () => {
    const paidAt = new Date('2030-02-10T12:00:00Z');
    const expired = new Date('2030-02-01T00:00:00Z');
    expect(deliveredPeriod({ isRenewal: false, cycle: 'Monthly', paidAt, currentExpiresAt: paidAt })).toEqual({ start: paidAt, end: new Date('2030-03-10T12:00:00Z') });
    expect(deliveredPeriod({ isRenewal: true, cycle: 'Monthly', paidAt, currentExpiresAt: expired })).toEqual({ start: expired, end: new Date('2030-03-01T00:00:00Z') });
    expect(deliveredPeriod({ isRenewal: false, cycle: 'Trial', paidAt, currentExpiresAt: paidAt }).end).toEqual(new Date(paidAt.getTime() + 7 * DAY_MS));
    expect(deliveredPeriod({ isRenewal: true, cycle: 'Biennially', paidAt, currentExpiresAt: expired }).end).toEqual(new Date('2032-02-01T00:00:00Z'));
  });
});

describe('payment methods', () => {
  it('offers the balance only to a logged-in account that has some, and honours a restriction', () => {
    expect(offeredMethods({ device: 'pc', region: 'HK', restrictTo: null, balanceMinor: null }).map((method) => method.id)).not.toContain('balance');
    expect(offeredMethods({ device: 'pc', region: 'HK', restrictTo: null, balanceMinor: 0 }).map((method) => method.id)).not.toContain('balance');
    expect(offeredMethods({ device: 'mobile', region: 'HK', restrictTo: null, balanceMinor: 1 }).map((method) => method.id)).toContain('balance');
    expect(offeredMethods({ device: 'pc', region: 'HK', restrictTo: ['alipay', 'balance'], balanceMinor: 500 }).map((method) => method.id)).toEqual(['alipay', 'balance']);
  });

  it('offers Alipay and WeChat Pay in mainland China, Hong Kong and Macau, Alipay HK in Hong Kong and Macau, and neither in Taiwan', () => {
    const wallets = (region: AccountRegion, device: 'pc' | 'mobile' = 'pc') =>
      offeredMethods({ device, region, restrictTo: null, balanceMinor: null })
        .map((method) => method.id)
        .filter((id) => id === 'alipay' || id === 'wechat' || id === 'alipayhk');
    expect(wallets('CN')).toEqual(['alipay', 'wechat']);
    expect(wallets('HK')).toEqual(['alipay', 'wechat', 'alipayhk']);
    expect(wallets('MO', 'mobile')).toEqual(['alipay', 'wechat', 'alipayhk']);
    expect(wallets('TW')).toEqual([]);
    expect(wallets('OTHER', 'mobile')).toEqual([]);
    // The rest of the list does not depend on the region: a Taiwan account can still pay.
    expect(offeredMethods({ device: 'pc', region: 'TW', restrictTo: null, balanceMinor: null }).map((method) => method.id)).toContain('card');
    // A restriction cannot give back what the region takes away.
    expect(offeredMethods({ device: 'pc', region: 'TW', restrictTo: ['alipay', 'usdt'], balanceMinor: null }).map((method) => method.id)).toEqual(['usdt']);
  });
});

describe('payment attempts', () => {
  it('expire after their window unless a transfer was seen', () => {
    const expiresAt = at(15 * 60_000);
    expect(effectivePaymentState({ state: 'pending', expiresAt, confirmations: 0 }, at(14 * 60_000))).toBe('pending');
    expect(effectivePaymentState({ state: 'pending', expiresAt, confirmations: 0 }, expiresAt)).toBe('expired');
    expect(effectivePaymentState({ state: 'pending', expiresAt, confirmations: 1 }, at(DAY_MS))).toBe('pending');
    expect(effectivePaymentState({ state: 'pending', expiresAt: null, confirmations: 0 }, at(DAY_MS))).toBe('pending');
    expect(effectivePaymentState({ state: 'declined', expiresAt, confirmations: 0 }, ordered)).toBe('declined');
  });
});

describe('USDT', () => {
  it('derives a TRON-looking address per invoice and attempt', () => {
    const address = usdtAddress(10001, 1);
    expect(address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    expect(usdtAddress(10001, 1)).toBe(address);
    expect(usdtAddress(10001, 2)).not.toBe(address);
    expect(usdtAddress(10002, 1)).not.toBe(address);
  });

  it('adds the smallest free offset so waiting transfers differ', () => {
    expect(uniqueUsdtAmount(690, new Set())).toBe(691);
    expect(uniqueUsdtAmount(690, new Set([691, 692]))).toBe(693);
    expect(uniqueUsdtAmount(690, new Set(Array.from({ length: 99 }, (_, i) => 691 + i)))).toBeNull();
  });

  it('reads waiting, detected, confirmed and expired', () => {
    const expiresAt = at(15 * 60_000);
    expect(usdtWatchState({ state: 'pending', confirmations: 0, expiresAt }, ordered)).toBe('waiting');
    expect(usdtWatchState({ state: 'pending', confirmations: 2, expiresAt }, at(DAY_MS))).toBe('detected');
    expect(usdtWatchState({ state: 'paid', confirmations: 3, expiresAt }, at(DAY_MS))).toBe('confirmed');
    expect(usdtWatchState({ state: 'pending', confirmations: 0, expiresAt }, expiresAt)).toBe('expired');
  });
});

describe('test cards', () => {
  const now = new Date('2030-06-15T00:00:00Z');
  it('pays, declines or refuses like Stripe', () => {
    expect(checkTestCard({ cardNumber: '4242 4242 4242 4242' }, now)).toEqual({ outcome: 'pay' });
    expect(checkTestCard({ cardNumber: '4000-0000-0000-0002' }, now)).toMatchObject({ outcome: 'decline', code: 'card_declined' });
    expect(checkTestCard({ cardNumber: '' }, now)).toMatchObject({ code: 'incomplete_number' });
    expect(checkTestCard({ cardNumber: '4242 4242 4242 4243' }, now)).toMatchObject({ code: 'invalid_number' });
    expect(checkTestCard({ cardNumber: '4242424242424242', expMonth: 13, expYear: 2031 }, now)).toMatchObject({ code: 'invalid_expiry_month' });
    expect(checkTestCard({ cardNumber: '4242424242424242', expMonth: 5, expYear: 2030 }, now)).toMatchObject({ code: 'invalid_expiry_month_past' });
    expect(checkTestCard({ cardNumber: '4242424242424242', expMonth: 5 }, now)).toMatchObject({ code: 'incomplete_expiry' });
    expect(checkTestCard({ cardNumber: '4242424242424242', cvc: '12' }, now)).toMatchObject({ code: 'incomplete_cvc' });
  });

  it('checks Luhn and names brands', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(cardBrand('5555555555554444')).toBe('mastercard');
    expect(cardBrand('4000000000000002')).toBe('visa');
  });
});

describe('request keys and addresses', () => {
  it('fingerprints a request whatever the key and the key order', () => {
    expect(fingerprintOf({ a: 1, b: [1, { c: 2, d: 3 }], requestKey: 'x' })).toBe(fingerprintOf({ b: [1, { d: 3, c: 2 }], a: 1, requestKey: 'y' }));
    expect(fingerprintOf({ a: 1 })).not.toBe(fingerprintOf({ a: 2 }));
  });

  it('returns only to the site', () => {
    const site = 'http://127.0.0.1:4321';
    expect(safeReturnUrl(site, `${site}/en-US/order/pay?invoice=1`)).toBe(`${site}/en-US/order/pay?invoice=1`);
    for (const hostile of ['https://evil.example/', 'http://127.0.0.1:4321.evil.example/', 'javascript:alert(1)', '//evil.example', 'not a url', null]) {
      expect(safeReturnUrl(site, hostile)).toBeNull();
    }
  });

  it('believes x-forwarded-for only from a loopback proxy when told to', () => {
    const request = (remoteAddress: string, forwarded?: string) => ({ socket: { remoteAddress }, headers: forwarded ? { 'x-forwarded-for': forwarded } : {} });
    expect(visitorAddress(request('::ffff:127.0.0.1', '203.0.113.7, 10.0.0.1'), false)).toBe('127.0.0.1');
    expect(visitorAddress(request('::ffff:127.0.0.1', '203.0.113.7, 10.0.0.1'), true)).toBe('203.0.113.7');
    expect(visitorAddress(request('198.51.100.4', '203.0.113.7'), true)).toBe('198.51.100.4');
    expect(visitorAddress(request('127.0.0.1', 'not-an-ip'), true)).toBe('127.0.0.1');
  });
});
