import { describe, expect, it } from 'vitest';
import { catalogued } from '../../../../src/lib/core/api/refusals.ts';

describe('each call names its failures once', () => {
  it('a bill that can no longer be paid says why, whichever way it is paid', () => {
    for (const call of ['invoicePay', 'invoicePayPublic', 'invoiceCreditPay'] as const) {
      expect(catalogued(call, { ok: false, error: 'RequestError', providerError: 'OrderTimedOut' })).toBe('OrderTimedOut');
      expect(catalogued(call, { ok: false, error: 'RequestError', providerError: 'InvoiceExpired' })).toBe('InvoiceExpired');
    }
  });
  it('an order, a method switch or a new USDT address for a bill past paying asks for a new order (issue 9, defect 5)', () => {
    expect(catalogued('auOrder', { ok: false, error: 'RequestError', providerError: 'OrderTimedOut' })).toBe('OrderTimedOut');
    expect(catalogued('auOrder', { ok: false, error: 'RequestError', providerError: 'InvoiceExpired' })).toBe('InvoiceExpired');
    expect(catalogued('auOrder', { ok: false, error: 'RequestError', providerError: 'ValidationFailed' })).toBe('RequestError');
    for (const call of ['invoiceUpdate', 'usdtExpire'] as const) {
      expect(catalogued(call, { ok: false, error: 'RequestError', providerError: 'OrderTimedOut' })).toBe('OrderTimedOut');
      expect(catalogued(call, { ok: false, error: 'RequestError', providerError: 'InvoiceCancelled' })).toBe('InvoiceCancelled');
    }
    expect(catalogued('usdtExpire', { ok: false, error: 'RequestError', providerError: 'UsdtAddressOccupied' })).toBe('UsdtAddressOccupied');
  });
  it('a refusal with no words of its own takes the call’s word; connection trouble keeps its own', () => {
    expect(catalogued('invoiceUpdate', { ok: false, error: 'RequestError', providerError: 'ValidationFailed' })).toBe('PaymentMethodSwitchFailed');
    expect(catalogued('invoiceInfo', { ok: false, error: 'RequestError', providerError: 'Forbidden' })).toBe('InvoiceLoadFailed');
    expect(catalogued('invoiceInfo', { ok: false, error: 'Timeout' })).toBe('Timeout');
    expect(catalogued('invoiceInfo', { ok: false, error: 'ServerError', status: 503 })).toBe('ServerError');
    expect(catalogued('verifyAnswer', { ok: false, error: 'RequestError', providerError: 'ChallengeExpired' })).toBe('HumanVerificationFailed');
  });
  it('the help desk has one word for every failure but the connection', () => {
    expect(catalogued('supportRequest', { ok: false, error: 'ServerError', status: 500 })).toBe('TicketSubmitFailed');
    expect(catalogued('supportRequest', { ok: false, error: 'MalformedResponse' })).toBe('TicketSubmitFailed');
    expect(catalogued('supportRequest', { ok: false, error: 'NetworkTrouble' })).toBe('NetworkTrouble');
  });
  it('a login that stopped working keeps its own words on every call', () => {
    expect(catalogued('supportRequest', { ok: false, error: 'HmacCheckFailed', providerError: 'HmacCheckFailed' })).toBe('HmacCheckFailed');
  });
});
