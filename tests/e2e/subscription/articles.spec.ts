/**
 * The subscription-address article page (spec §2, ADR 0055): reached from the service page's
 * address section, the provider's articles in the page's language, their links made safe by
 * the help articles' rule.
 */
import { test, expect, copy } from '../fixtures.ts';
import { axeViolations } from '../support/axe.ts';

for (const [locale, first] of [
  ['zh-TW', '什麼是訂閱網址'],
  ['en-US', 'What the subscription address is'],
] as const) {
  test(`${locale}: from the address section to the provider's articles in this language`, async ({ page, loggedIn }) => {
    const c = copy[locale];
    expect(loggedIn.account.services[0]?.status).toBe('Active');
    await page.goto(`/${locale}/user/service/0`);
    const section = page.getByRole('region', { name: c['subscription.heading'] });
    await section.getByRole('link', { name: c['subscription.articles.link'] }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/help/subscription-address$`));
    await expect(page.getByRole('heading', { level: 1, name: c['subscription.articles.heading'] })).toBeVisible();
    const article = page.getByRole('article', { name: first });
    await expect(article).toBeVisible();
    // A link to another host in the provider's HTML leaves no Referer behind.
    const external = page.getByRole('article').nth(1).getByRole('link');
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(await axeViolations(page)).toEqual([]);
  });
}
