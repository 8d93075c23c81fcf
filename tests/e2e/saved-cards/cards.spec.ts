/**
 * The account page's saved cards: listed with brand, last four and expiry (an expired
 * card says so), added through the Stripe.js test double (the spec's card messages at the
 * field, what was typed kept), removed after a confirmation; Stripe.js blocked leaves the
 * list working; a list that cannot be read offers a retry, not a spinner.
 */
import type { Page } from '@playwright/test';
import { test, expect, copy, fill } from '../fixtures.ts';
import { blockStripe, recordStripeRequests, serveStripeDouble } from '../support/payment-rails.ts';

const VISA = { brand: 'visa', last4: '4242', expMonth: 3, expYear: 2031 };
const OLD_AMEX = { brand: 'amex', last4: '0005', expMonth: 1, expYear: 2024 };

type Copy = (typeof copy)['en-US'];

/** The saved cards section. */

/** The account page, scrolled down to this section: its island wakes when it comes into view (client:visible), as it does for a person scrolling to it. */
async function openAccount(page: Page, locale: 'zh-TW' | 'zh-CN' | 'en-US'): Promise<void> {
  await page.goto(`/${locale}/user/account`);
  await page.getByRole('region', { name: copy[locale]['cards.heading'] }).scrollIntoViewIfNeeded();
}

function cardsSection(page: Page, c: Copy) {
  return page.getByRole('region', { name: c['cards.heading'] });
}

/** The saved cards listed. */
function cardList(page: Page, c: Copy) {
  return cardsSection(page, c).getByRole('listitem');
}

function cardName(c: Copy, brand: string, last4: string): string {
  return fill(c['cards.card'], { brand, last4 });
}

test('en-US: saved cards are listed with brand, last four and expiry; an expired card says so', async ({ page, logIn }) => {
  const c = copy['en-US'];
  await logIn({ cards: [VISA, OLD_AMEX] });
  await openAccount(page, 'en-US');
  const items = cardList(page, c);
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText(cardName(c, 'Visa', '4242'));
  await expect(items.nth(0)).toContainText(fill(c['cards.expires'], { month: '03', year: '2031' }));
  await expect(items.nth(1)).toContainText(cardName(c, 'American Express', '0005'));
  await expect(items.nth(1)).toContainText(fill(c['cards.expired'], { month: '01', year: '2024' }));
});

test('zh-TW: adding a card: two card problems shown at the field with what was typed kept, then the card is saved and listed', async ({ page, logIn, expectFailedResponses }) => {
  expectFailedResponses([{ method: 'POST', url: /\/__sandbox\/api\/stripe\/confirm$/, status: 400 }]);
  const c = copy['zh-TW'];
  await logIn({});
  const stripeRequests = recordStripeRequests(page);
  await serveStripeDouble(page);
  await openAccount(page, 'zh-TW');
  await expect(page.getByText(c['cards.empty'])).toBeVisible();
  // Stripe.js is not asked for before the person opens "add a card".
  expect(stripeRequests).toEqual([]);
  await page.getByRole('button', { name: c['cards.add'] }).click();

  const field = page.getByRole('group', { name: c['pay.card.fieldLabel'] });
  const save = page.getByRole('button', { name: c['cards.form.save'] });
  const number = field.getByLabel('Card number');
  const expiry = field.getByLabel('Expiration date');
  const code = field.getByLabel('Security code');
  await number.fill('4242 4242');
  await expiry.fill('12 / 40');
  await code.fill('123');
  await save.click();
  await expect(page.getByRole('alert')).toHaveText(c['pay.card.problem.numberIncomplete']);
  await expect(number).toHaveValue('4242 4242');
  await expect(expiry).toHaveValue('12 / 40');

  await number.fill('4242 4242 4242 4242');
  await expiry.fill('12 / 20');
  await save.click();
  await expect(page.getByRole('alert')).toHaveText(c['pay.card.problem.expiryYearPast']);
  await expect(number).toHaveValue('4242 4242 4242 4242');
  await expect(code).toHaveValue('123');

  await expiry.fill('12 / 40');
  await save.click();
  await expect(page.getByRole('status').filter({ hasText: fill(c['cards.added'], { card: cardName(c, 'Visa', '4242') }) })).toBeVisible();
  await expect(cardList(page, c)).toHaveCount(1);
  await expect(cardList(page, c).first()).toContainText(fill(c['cards.expires'], { month: '12', year: '2040' }));
  // The form is gone and the focus is back on the button that opened it.
  await expect(field).toHaveCount(0);
  await expect(page.getByRole('button', { name: c['cards.add'] })).toBeFocused();
  expect(stripeRequests.length).toBeGreaterThan(0);
});

test('en-US: when the connection drops after the card went to Stripe, the page reads the list to learn it was saved', async ({ page, logIn, expectFailedResponses }) => {
  expectFailedResponses([{ method: 'POST', url: /\/__sandbox\/api\/stripe\/confirm$/, status: 'network' }]);
  const c = copy['en-US'];
  await logIn({ cards: [OLD_AMEX] });
  await serveStripeDouble(page);
  // The sandbox saves the card, and its answer is lost on the way back.
  await page.route(/\/__sandbox\/api\/stripe\/confirm$/, async (route) => {
    await route.fetch();
    await route.abort('connectionreset');
  });
  await openAccount(page, 'en-US');
  await expect(cardList(page, c)).toHaveCount(1);
  await page.getByRole('button', { name: c['cards.add'] }).click();
  const field = page.getByRole('group', { name: c['pay.card.fieldLabel'] });
  await field.getByLabel('Card number').fill('4242 4242 4242 4242');
  await field.getByLabel('Expiration date').fill('08 / 39');
  await field.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: c['cards.form.save'] }).click();
  await expect(page.getByRole('status').filter({ hasText: fill(c['cards.added'], { card: cardName(c, 'Visa', '4242') }) })).toBeVisible();
  await expect(cardList(page, c)).toHaveCount(2);
});

test('zh-TW: removing a card asks first, naming it; "keep" keeps it, then it is removed', async ({ page, logIn }) => {
  const c = copy['zh-TW'];
  await logIn({ cards: [VISA, OLD_AMEX] });
  await openAccount(page, 'zh-TW');
  const visa = cardName(c, 'Visa', '4242');
  const remove = page.getByRole('button', { name: fill(c['cards.removeNamed'], { card: visa }) });
  await remove.click();
  const dialog = page.getByRole('dialog', { name: c['cards.dialog.heading'] });
  await expect(dialog).toContainText(fill(c['cards.dialog.body'], { card: visa }));
  await dialog.getByRole('button', { name: c['cards.dialog.keep'] }).click();
  await expect(dialog).toHaveCount(0);
  await expect(remove).toBeFocused();
  await expect(cardList(page, c)).toHaveCount(2);

  await remove.click();
  await dialog.getByRole('button', { name: c['cards.dialog.confirm'] }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: fill(c['cards.removed'], { card: visa }) })).toBeVisible();
  await expect(cardList(page, c)).toHaveCount(1);
  await expect(cardList(page, c).first()).toContainText(cardName(c, 'American Express', '0005'));
  // Still gone after a reload: the provider removed it. The browser restores the scroll
  // position only roughly while the sections above are still loading, so scroll back to it.
  await page.reload();
  await cardsSection(page, c).scrollIntoViewIfNeeded();
  await expect(cardList(page, c)).toHaveCount(1);
});

test('en-US: a removal that fails says so with a retry and keeps the card listed', async ({ page, logIn, sandbox, expectFailedResponses }) => {
  expectFailedResponses([{ method: 'DELETE', url: /\/au\/api\/v1\/pay\/method\/stripe$/, status: 500 }]);
  const c = copy['en-US'];
  await logIn({ cards: [VISA] });
  await openAccount(page, 'en-US');
  const visa = cardName(c, 'Visa', '4242');
  await expect(cardList(page, c)).toHaveCount(1);
  await sandbox.fault({ pathPrefix: '/au/api/v1/pay/method/stripe', mode: 'error500', times: 1 });
  await page.getByRole('button', { name: fill(c['cards.removeNamed'], { card: visa }) }).click();
  const dialog = page.getByRole('dialog', { name: c['cards.dialog.heading'] });
  await dialog.getByRole('button', { name: c['cards.dialog.confirm'] }).click();
  await expect(dialog).toContainText(c['cards.dialog.failed']);
  await expect(dialog.getByRole('alert')).toContainText(c['error.ServerError.title']);
  await expect(cardList(page, c)).toHaveCount(1);
  await expect(dialog.getByRole('button', { name: c['action.retry'] })).toBeFocused();
  await dialog.getByRole('button', { name: c['action.retry'] }).click();
  await expect(dialog).toHaveCount(0);
  await expect(cardList(page, c)).toHaveCount(0);
  await expect(page.getByText(c['cards.empty'])).toBeVisible();
  // The card's button is gone: the focus goes to the section's heading.
  await expect(page.getByRole('heading', { name: c['cards.heading'] })).toBeFocused();
});

test('zh-CN: when Stripe.js cannot load, "add a card" says card payments are unavailable and the list still works', async ({ page, logIn, expectFailedResponses }) => {
  expectFailedResponses([{ method: 'GET', url: /^https:\/\/js\.stripe\.com\//, status: 'network' }]);
  const c = copy['zh-CN'];
  await logIn({ cards: [VISA] });
  await blockStripe(page);
  await openAccount(page, 'zh-CN');
  await expect(cardList(page, c)).toHaveCount(1);
  await page.getByRole('button', { name: c['cards.add'] }).click();
  const unavailable = page.getByRole('alert').filter({ hasText: c['pay.card.unavailable.title'] });
  await expect(unavailable).toContainText(c['cards.unavailable.hint'], { timeout: 5_000 });
  await expect(page.getByText(c['pay.card.loading'])).toHaveCount(0);
  // The list is the provider's, not Stripe's: removing still works.
  const visa = cardName(c, 'Visa', '4242');
  await page.getByRole('button', { name: fill(c['cards.removeNamed'], { card: visa }) }).click();
  await page.getByRole('dialog', { name: c['cards.dialog.heading'] }).getByRole('button', { name: c['cards.dialog.confirm'] }).click();
  await expect(cardList(page, c)).toHaveCount(0);
  // Cancel closes the form and gives the button back.
  await page.getByRole('button', { name: c['cards.form.cancel'] }).click();
  await expect(page.getByRole('button', { name: c['cards.add'] })).toBeFocused();
});

test('zh-TW: a list that cannot be read shows the reason and a retry, not a spinner', async ({ page, logIn, sandbox, expectFailedResponses }) => {
  expectFailedResponses([{ method: 'GET', url: /\/au\/api\/v1\/pay\/method\/stripe\?/, status: 'network' }]);
  const c = copy['zh-TW'];
  await logIn({ cards: [VISA] });
  // Enough drops for every try (Chromium itself may send a dropped read again on a fresh
  // connection, unseen by the page); cleared below before the retry.
  await sandbox.fault({ pathPrefix: '/au/api/v1/pay/method/stripe', mode: 'drop', times: 100 });
  await openAccount(page, 'zh-TW');
  const section = cardsSection(page, c);
  await expect(section.getByRole('alert')).toContainText(c['error.NetworkTrouble.title'], { timeout: 20_000 });
  await expect(section.getByText(c['cards.loading'])).toHaveCount(0);
  await sandbox.clearFaults();
  await section.getByRole('button', { name: c['action.retry'] }).click();
  await expect(cardList(page, c)).toHaveCount(1);
});
