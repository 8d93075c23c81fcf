/**
 * The printed invoice (issue 11; features-2.md §3.2): A4, only the document (no
 * navigation, header, footer, language switcher or buttons), a one-item bill on one
 * page, table headers that repeat, both dates and amounts with their currency code.
 */
import { copy, expect, fill, test } from '../fixtures.ts';
import type { Locator } from '@playwright/test';
import { SELLER } from '../../../sandbox/invoice/view.ts';
import { formatDateTime } from '../../../src/lib/core/i18n/format.ts';

/** How many pages a PDF made by Chromium holds (each page is one `/Type /Page` object). */
function pdfPageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0;
}

/** The first page's size in points, from its MediaBox. */
function pdfPageSize(pdf: Buffer): [number, number] {
  const box = /\/MediaBox\s*\[\s*([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)\s*\]/.exec(pdf.toString('latin1'));
  if (!box) throw new Error('the PDF has no MediaBox');
  return [Number(box[3]) - Number(box[1]), Number(box[4]) - Number(box[2])];
}

/** The row of the amounts table whose heading is `label`. */
function amountRow(scope: Locator, label: string): Locator {
  return scope.getByRole('row').filter({ has: scope.page().getByRole('rowheader', { name: label, exact: true }) });
}

test.describe('the printed invoice', () => {
  test.use({ account: { services: [{ status: 'Active', cycle: 'Monthly', renewalInvoice: { dueInDays: 3 } }] } });

  for (const locale of ['zh-TW', 'en-US'] as const) {
    test(`${locale}: a one-item bill prints on one A4 page, with only the document`, async ({ page, loggedIn }) => {
      const c = copy[locale];
      const bill = loggedIn.account.services[0]?.invoices.find((invoice) => invoice.status === 'Unpaid');
      if (!bill) throw new Error('the fixture has no unpaid bill');
      await page.goto(`/${locale}/user/invoice/${bill.id}`);
      const doc = page.getByRole('article');
      await expect(doc.getByRole('heading', { level: 1, name: c['invoice.word'] })).toBeVisible();
      // On screen: the print button, the pay button and the shell are there.
      await expect(page.getByRole('button', { name: c['invoice.print'] })).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      const navigations = page.getByRole('navigation');
      const buttons = page.getByRole('button');
      expect(await navigations.count()).toBeGreaterThan(0);
      expect(await buttons.count()).toBeGreaterThan(0);

      await page.emulateMedia({ media: 'print' });
      // The shell's parts and every button are gone from the print.
      await expect(page.getByRole('banner')).toBeHidden();
      for (const navigation of await navigations.all()) await expect(navigation).toBeHidden();
      await expect(page.getByRole('contentinfo')).toBeHidden();
      await expect(page.locator('.lang-switcher')).toBeHidden();
      for (const button of await buttons.all()) await expect(button).toBeHidden();
      await expect(doc.getByRole('link', { name: new RegExp(c['invoice.pay'].replace(/\{amount\}/, '').trim()) })).toBeHidden();
      // What the print carries: the status in words, both dates, amounts with their currency code, the seller.
      await expect(doc.locator('.invoice__status')).toHaveText(`${c['invoice.status']} ${c['invoice.status.Unpaid']}`);
      await expect(doc.getByRole('term').filter({ hasText: c['invoice.createdAt'] })).toBeVisible();
      await expect(doc.getByText(formatDateTime(locale, bill.dueAt)).first()).toBeVisible();
      await expect(amountRow(doc, c['invoice.total'])).toContainText('USD');
      await expect(doc.getByRole('region', { name: c['invoice.seller'] })).toContainText(fill(c['invoice.seller.registration'], { number: SELLER.registration }));
      // Table headers repeat on each page; rows never break across pages.
      const thead = doc.locator('thead').first();
      expect(await thead.evaluate((element) => getComputedStyle(element).display)).toBe('table-header-group');
      expect(await doc.locator('tbody tr').first().evaluate((element) => getComputedStyle(element).breakInside)).toBe('avoid');

      // The page's own @page size (A4) decides: one page for one item.
      const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: false });
      expect(pdfPageCount(pdf)).toBe(1);
      // A4 is 210 × 297 mm: 595 × 842 points.
      const [width, height] = pdfPageSize(pdf);
      expect(Math.round(width)).toBe(595);
      expect(Math.round(height)).toBe(842);
      // "Save as PDF" names the file after the bill.
      await expect(page).toHaveTitle(`${c['invoice.word']} ${bill.id}`);
    });
  }
});
