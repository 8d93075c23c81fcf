/**
 * The help centre's pages (issue 12): built from the sandbox help desk at build time, one
 * page per article and language, plain HTML with no framework script; an agent's hostile
 * article rendered harmless; the setup guide two taps from the service page (an article
 * read offline: offline.spec.ts).
 */
import { test, expect, copy, recordScripts } from '../fixtures.ts';
import { HOSTILE_ARTICLE_TITLE } from '../support/hostile-article.ts';
import { HELP_ARTICLE_ID, HELP_ARTICLES, HELP_CATEGORIES } from '../../../sandbox/help/tree.ts';
import zhTW from '../../../sandbox/help/content/zh-TW.ts';
import zhCN from '../../../sandbox/help/content/zh-CN.ts';
import enUS from '../../../sandbox/help/content/en-US.ts';

const CONTENT = { 'zh-TW': zhTW, 'zh-CN': zhCN, 'en-US': enUS } as const;

/** Scripts that would mean a framework came with the page (React, its island runtime). */
const FRAMEWORK_SCRIPT = /react|client\.|jsx|island/i;

for (const locale of ['zh-TW', 'zh-CN', 'en-US'] as const) {
  test(`${locale}: the help centre lists every category and article in its language, and an article opens as plain HTML`, async ({ page }) => {
    const words = CONTENT[locale];
    const scripts = recordScripts(page);
    await page.goto(`/${locale}/help`);
    await expect(page.getByRole('heading', { level: 1, name: copy[locale]['help.heading'] })).toBeVisible();
    for (const category of HELP_CATEGORIES) await expect(page.getByRole('heading', { level: 2, name: words.categories[category.key].name })).toBeVisible();
    const main = page.getByRole('main');
    // Every seeded article, plus the one the browser tests' build publishes.
    await expect(main.locator('a[href*="/help/article/"]')).toHaveCount(HELP_ARTICLES.length + 1);

    await main.getByRole('link', { name: words.articles.refunds.title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/help/article/${HELP_ARTICLE_ID.refunds}$`));
    await expect(page.getByRole('heading', { level: 1, name: words.articles.refunds.title })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${words.articles.refunds.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\|`));
    const breadcrumb = page.getByRole('navigation', { name: copy[locale]['help.breadcrumb'] });
    await expect(breadcrumb.getByRole('link', { name: words.categories.account.name })).toBeVisible();
    // The other articles of its section, and the way to a person.
    await expect(page.getByRole('link', { name: words.articles.payingMethods.title })).toBeVisible();
    await expect(page.getByRole('complementary').getByRole('link', { name: copy[locale]['help.contact.link'] })).toHaveAttribute('href', `/${locale}/help/contact-us`);
    expect(await page.locator('astro-island').count()).toBe(0);
    expect(scripts.filter((path) => FRAMEWORK_SCRIPT.test(path))).toEqual([]);
  });
}

test('en-US: an agent\'s hostile article is harmless: no script runs, nothing submits, frames or redirects, links are safe', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const visits: string[] = [];
  page.on('request', (request) => visits.push(request.url()));
  await page.goto('/en-US/help');
  await page.getByRole('link', { name: HOSTILE_ARTICLE_TITLE }).click();
  await expect(page.getByRole('heading', { level: 1, name: HOSTILE_ARTICLE_TITLE })).toBeVisible();
  const body = page.locator('.help-article__body');
  await expect(body.getByText('Check these first.')).toBeVisible();
  // Nothing of what could run, submit, frame or redirect is in the page.
  for (const selector of ['script', 'form', 'input', 'iframe', 'img', 'svg', 'base', 'meta', '[onclick]', '[onerror]', '[style]']) {
    await expect(body.locator(selector), selector).toHaveCount(0);
  }
  // The page's own policy is the one meta with http-equiv (docs/decisions/0049); the article adds none.
  await expect(page.locator('base, meta[http-equiv]:not([http-equiv="Content-Security-Policy"])')).toHaveCount(0);
  await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveCount(1);
  await body.getByText('Check these first.').click();
  const runLink = body.getByText('Run the fix');
  await expect(runLink).not.toHaveAttribute('href');
  await runLink.click();
  await expect(body.getByRole('link', { name: 'An outside guide' })).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(body.getByRole('link', { name: 'An outside guide' })).not.toHaveAttribute('target');
  // The help desk's own article address became this site's page in the page's language.
  await expect(body.getByRole('link', { name: 'Read the troubleshooting guide' })).toHaveAttribute('href', `/en-US/help/article/${HELP_ARTICLE_ID.connectionStopped}`);
  // A refresh to another host would have happened by now.
  await page.waitForTimeout(1_200);
  expect(new URL(page.url()).pathname).toMatch(/^\/en-US\/help\/article\/\d+$/);
  expect(await page.evaluate(() => (window as unknown as { __hostile?: string }).__hostile ?? null)).toBeNull();
  expect(dialogs).toEqual([]);
  expect(visits.filter((url) => url.includes('collector.example') || url.includes('nowhere.png'))).toEqual([]);
});

test('zh-CN: the setup guide for this phone is two taps from the service page', async ({ page, loggedIn }) => {
  const c = copy['zh-CN'];
  await page.goto(`/zh-CN/user/service/${loggedIn.account.services[0]?.id ?? 0}`);
  await page.getByRole('button', { name: c['subscription.guide.open'] }).click();
  await page.getByRole('link', { name: c['subscriptionGuide.article'] }).click();
  // The tests' browser is an Android phone: its guide.
  await expect(page).toHaveURL(new RegExp(`/zh-CN/help/article/${HELP_ARTICLE_ID.setupAndroid}$`));
  await expect(page.getByRole('heading', { level: 1, name: zhCN.articles.setupAndroid.title })).toBeVisible();
});
