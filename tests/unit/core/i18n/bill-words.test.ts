/**
 * A bill in the reader's language (issue 23): its item composed from its fields, and the
 * bills list and the invoice using one term for paid and unpaid.
 */
import { describe, expect, it } from 'vitest';
import { billItemName } from '../../../../src/lib/core/i18n/bill-item.ts';
import { createTranslator } from '../../../../src/lib/core/i18n/t.ts';
import { LOCALES } from '../../../../src/lib/core/i18n/locales.ts';

const proRenewal = { productName: 'Skyline Pro', cycle: 'Monthly', isRenewal: true } as const;
const standardOrder = { productName: 'Skyline Standard', cycle: 'Annually', isRenewal: false } as const;

describe('billItemName', () => {
  it('says what a bill is for in the page’s language, the plan’s name kept as the brand it is', () => {
    expect(billItemName(createTranslator('zh-TW'), proRenewal)).toBe('Skyline Pro 續費（月繳）');
    expect(billItemName(createTranslator('zh-CN'), proRenewal)).toBe('Skyline Pro 续费（月付）');
    expect(billItemName(createTranslator('en-US'), proRenewal)).toBe('Renewal: Skyline Pro (Monthly)');
    expect(billItemName(createTranslator('zh-TW'), standardOrder)).toBe('Skyline Standard（年繳）');
    expect(billItemName(createTranslator('en-US'), standardOrder)).toBe('Skyline Standard (Yearly)');
  });

  it.each(['zh-TW', 'zh-CN'] as const)('%s: no English words but the plan’s name', (locale) => {
    const words = billItemName(createTranslator(locale), proRenewal).replace('Skyline Pro', '');
    expect(words).not.toMatch(/[A-Za-z]/);
  });
});

describe('paid and unpaid, one term on the bills list and the invoice', () => {
  it.each(LOCALES)('%s', (locale) => {
    const t = createTranslator(locale);
    expect(t('bills.bill.paid')).toBe(t('invoice.status.Paid'));
    expect(t('bills.bill.payable', { date: 'x' }).startsWith(t('invoice.status.Unpaid'))).toBe(true);
    expect(t('bills.bill.closed').startsWith(t('invoice.status.Unpaid'))).toBe(true);
    expect(t('bills.bill.cancelled.unknown')).toBe(t('invoice.status.Cancelled'));
  });
});
