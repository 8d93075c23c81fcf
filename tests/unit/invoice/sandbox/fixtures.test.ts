/** The fixture invoices' one builder for unpaid bills, and the rails chosen through the registry. */
import { describe, expect, it } from 'vitest';
import { railOf } from '../../../../sandbox/payment/rails/index.ts';
import { qrRail } from '../../../../sandbox/payment/rails/qr.ts';
import { unionpayRail } from '../../../../sandbox/payment/rails/unionpay.ts';
import { unpaidInvoice } from '../../../../sandbox/invoice/fixtures.ts';

const now = new Date('2030-03-10T08:00:00Z');
const expiresAt = new Date('2030-03-12T08:00:00Z');
/** Skyline Standard monthly (6.90) of a fixture account. */
const standardMonthly = {
  userUuid: 'u-fixture',
  serviceId: 12,
  orderId: null,
  pid: 1,
  cycle: 'Monthly' as const,
  currency: 'USD',
  subtotalCents: 690,
  creditCents: 0,
  payerEmail: 'payer@example.com',
  productName: 'Skyline Standard',
};

describe('unpaidInvoice', () => {
  it('makes a new order’s bill with the method’s fee', () => {
    const bill = unpaidInvoice(standardMonthly, { isRenewal: false, period: { start: now, end: expiresAt }, dueAt: expiresAt, createdAt: now, method: 'alipay' });
    expect(bill).toMatchObject({ status: 'Unpaid', isRenewal: false, description: 'Skyline Standard (Monthly)', feeCents: 21, discountCents: 0, paymentMethod: 'alipay', paidAt: null });
    expect(bill).not.toHaveProperty('productName');
  });

  it('makes a renewal the same way, named as one, without a fee for a fee-free method', () => {
    const bill = unpaidInvoice(standardMonthly, { isRenewal: true, period: { start: expiresAt, end: new Date('2030-04-12T08:00:00Z') }, dueAt: expiresAt, createdAt: now, method: 'card' });
    expect(bill).toMatchObject({ isRenewal: true, description: 'Renewal: Skyline Standard (Monthly)', feeCents: 0, periodStart: expiresAt, dueAt: expiresAt });
  });
});

describe('railOf', () => {
  it('takes each method by the rail its registry entry names', () => {
    expect(railOf('alipay')).toBe(qrRail);
    expect(railOf('alipayhk')).toBe(qrRail);
    expect(railOf('unionpay')).toBe(unionpayRail);
  });
});
