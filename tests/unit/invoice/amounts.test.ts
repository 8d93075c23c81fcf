/** The one amount rule the order summary, the balance offer and the sandbox's invoices share. */
import { describe, expect, it } from 'vitest';
import { amountsWithFee, balanceShare, billSettlement, invoiceAmounts, methodFee, type BillTerms } from '../../../src/lib/invoice/amounts.ts';

/** Standard monthly (6.90) paid with Alipay: 3% fee. */
const monthlyByAlipay: BillTerms = { subtotalMinor: 690, discountMinor: 0, creditMinor: 0, feePercent: '3' };
/** Standard annually (65.90) with SKY15 (15% off: 9.89), paid by card: no fee. */
const annualWithSky15ByCard: BillTerms = { subtotalMinor: 6590, discountMinor: 989, creditMinor: 0, feePercent: null };
/** The 7-day trial (0.90) bought at 45% of its price through the retain popup, WeChat Pay. */
const retainTrialByWechat: BillTerms = { subtotalMinor: 90, discountMinor: 50, creditMinor: 0, feePercent: '3' };

describe('invoiceAmounts', () => {
  it('adds the method fee to what is due', () => {
    expect(invoiceAmounts(monthlyByAlipay)).toEqual({ subtotalMinor: 690, discountMinor: 0, feeMinor: 21, creditMinor: 0, totalMinor: 711, unpaidMinor: 711 });
  });

  it('takes the coupon off before any fee', () => {
    expect(invoiceAmounts(annualWithSky15ByCard)).toMatchObject({ feeMinor: 0, totalMinor: 5601, unpaidMinor: 5601 });
    // 3% of 0.40 is 1.2 cents, rounded half up to 1.
    expect(invoiceAmounts(retainTrialByWechat)).toMatchObject({ feeMinor: 1, totalMinor: 41, unpaidMinor: 41 });
  });

  it('charges the fee only on what the method pays once balance is credited', () => {
    expect(invoiceAmounts({ ...monthlyByAlipay, creditMinor: 500 })).toMatchObject({ feeMinor: 6, totalMinor: 696, unpaidMinor: 196 });
    expect(invoiceAmounts({ ...monthlyByAlipay, discountMinor: 190, creditMinor: 500 })).toMatchObject({ feeMinor: 0, totalMinor: 500, unpaidMinor: 0 });
  });

  it('never reads a negative unpaid amount', () => {
    expect(invoiceAmounts({ ...annualWithSky15ByCard, creditMinor: 9000 }).unpaidMinor).toBe(0);
  });
});

describe('amountsWithFee', () => {
  it('keeps the fee a stored bill was issued with', () => {
    expect(amountsWithFee({ subtotalMinor: 690, discountMinor: 0, feeMinor: 6, creditMinor: 500 })).toMatchObject({ totalMinor: 696, unpaidMinor: 196 });
  });
});

describe('methodFee', () => {
  it('is a share rounded half up, and nothing on nothing', () => {
    expect(methodFee(690, '3')).toBe(21);
    expect(methodFee(0, '3')).toBe(0);
    expect(methodFee(-10, '3')).toBe(0);
    expect(methodFee(690, null)).toBe(0);
  });
});

describe('balanceShare', () => {
  it('pays part of a bill; the rest carries the method’s fee on itself alone', () => {
    // 6.90 − 2.00 = 4.90 left, plus 3% of 4.90 = 5.05 (not 7.11 − 2.00).
    expect(balanceShare(monthlyByAlipay, 200)).toEqual({ useMinor: 200, restMinor: 505 });
  });

  it('covers at most what is due before the fee, and then no fee is left', () => {
    expect(balanceShare(monthlyByAlipay, 2000)).toEqual({ useMinor: 690, restMinor: 0 });
    expect(balanceShare(monthlyByAlipay, 700)).toEqual({ useMinor: 690, restMinor: 0 });
  });

  it('counts coupons and credit already applied', () => {
    expect(balanceShare({ ...annualWithSky15ByCard, creditMinor: 1000 }, 10_000)).toEqual({ useMinor: 4601, restMinor: 0 });
    expect(balanceShare({ ...monthlyByAlipay, creditMinor: 690 }, 500)).toEqual({ useMinor: 0, restMinor: 0 });
  });

  it('offers nothing from an empty balance', () => {
    expect(balanceShare(monthlyByAlipay, 0)).toEqual({ useMinor: 0, restMinor: 711 });
  });
});

/** Total − balance credit − paid, as the invoice page reads its rows down. */
const readDown = (amounts: { totalMinor: number }, settled: { creditMinor: number; paidMinor: number }) => amounts.totalMinor - settled.creditMinor - settled.paidMinor;

/** The cases the invoice page (user/invoice) shows: its amounts and what they settle to. */
describe('a bill as the invoice page shows it', () => {
  it('credit covering all: nothing for the method to take, so no fee and nothing unpaid', () => {
    const amounts = invoiceAmounts({ ...monthlyByAlipay, creditMinor: 690 });
    expect(amounts).toEqual({ subtotalMinor: 690, discountMinor: 0, feeMinor: 0, creditMinor: 690, totalMinor: 690, unpaidMinor: 0 });
  });

  it('mixed: 2.00 from the balance, the rest by Alipay: the rows add up before and after the rest is paid', () => {
    const amounts = invoiceAmounts({ ...monthlyByAlipay, creditMinor: 200 });
    // 6.90 − 2.00 = 4.90, 3% of it is 0.15: total 7.05, of which 5.05 is still unpaid.
    expect(amounts).toMatchObject({ feeMinor: 15, totalMinor: 705, unpaidMinor: 505 });
    const fromBalance = { type: 'buy', method: 'balance', amountMinor: 200 } as const;
    const unpaid = billSettlement('Unpaid', amounts, 'alipay', [fromBalance]);
    // The balance's transaction is the credit: it is not counted again as paid (was: paid 2.00, unpaid 5.05).
    expect(unpaid).toEqual({ creditMinor: 200, paidMinor: 0, paidBy: [], refundedMinor: 0, owedMinor: 505, paidWith: ['balance', 'alipay'] });
    expect(readDown(amounts, unpaid)).toBe(unpaid.owedMinor);
    const paid = billSettlement('Paid', amounts, 'alipay', [fromBalance, { type: 'buy', method: 'alipay', amountMinor: 505 }]);
    expect(paid).toEqual({ creditMinor: 200, paidMinor: 505, paidBy: ['alipay'], refundedMinor: 0, owedMinor: 0, paidWith: ['balance', 'alipay'] });
    expect(readDown(amounts, paid)).toBe(paid.owedMinor);
  });

  it('balance only: paid once, by the balance, and named as such', () => {
    const amounts = invoiceAmounts({ subtotalMinor: 690, discountMinor: 0, creditMinor: 690, feePercent: null });
    const settled = billSettlement('Paid', amounts, 'balance', [{ type: 'buy', method: 'balance', amountMinor: 690 }]);
    // Was: credit 6.90 and paid 6.90, as if 13.80 had been paid.
    expect(settled).toEqual({ creditMinor: 690, paidMinor: 0, paidBy: [], refundedMinor: 0, owedMinor: 0, paidWith: ['balance'] });
    expect(readDown(amounts, settled)).toBe(0);
  });

  it('refund after payment: the bill keeps its total, shows what was paid and given back, and owes nothing', () => {
    const amounts = invoiceAmounts(annualWithSky15ByCard);
    const settled = billSettlement('Refunded', amounts, 'card', [
      { type: 'buy', method: 'card', amountMinor: 5601 },
      { type: 'refund', method: 'balance', amountMinor: 5601 },
    ]);
    expect(amounts.totalMinor).toBe(5601);
    expect(settled).toEqual({ creditMinor: 0, paidMinor: 5601, paidBy: ['card'], refundedMinor: 5601, owedMinor: 0, paidWith: ['card'] });
    expect(readDown(amounts, settled)).toBe(0);
  });

  it('a partial refund is told apart from a whole one', () => {
    const settled = billSettlement('Refunded', { totalMinor: 711, creditMinor: 0 }, 'alipay', [
      { type: 'buy', method: 'alipay', amountMinor: 711 },
      { type: 'refund', method: 'alipay', amountMinor: 300 },
    ]);
    expect(settled).toMatchObject({ paidMinor: 711, refundedMinor: 300, owedMinor: 0 });
  });

  it('a cancelled bill owes nothing, even if its amounts still read a balance due, and names the method it was to be paid with', () => {
    expect(billSettlement('Cancelled', { totalMinor: 711, creditMinor: 0 }, 'alipay', [])).toEqual({ creditMinor: 0, paidMinor: 0, paidBy: [], refundedMinor: 0, owedMinor: 0, paidWith: ['alipay'] });
  });

  it('an unpaid bill owes what its rows leave, never below zero', () => {
    expect(billSettlement('Unpaid', { totalMinor: 711, creditMinor: 0 }, 'alipay', []).owedMinor).toBe(711);
    expect(billSettlement('Unpaid', { totalMinor: 500, creditMinor: 600 }, 'alipay', []).owedMinor).toBe(0);
  });
});
