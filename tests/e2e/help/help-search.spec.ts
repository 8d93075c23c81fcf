/**
 * The help centre's search (issue 12 item 3, docs/decisions/0030) on an emulated phone:
 * a two-character Chinese query in each Chinese help centre and an English word find the
 * right article first with its highlighted snippet, within 300 ms of the last keystroke;
 * nothing is asked or loaded before the person focuses the box; results from the saved
 * index are listed before the help desk answers, and the help desk's answer then takes
 * their place without the list moving; the count is said once per settled query, not on
 * every keystroke; a hostile snippet renders as text; when the help desk cannot be reached
 * the saved index answers and says so; a late answer to an older query never replaces a
 * newer one; and the saved index is kept so search works offline after a visit.
 */
import { devices, type Page, type Request } from '@playwright/test';
import { test, expect, copy, fill } from '../fixtures.ts';
import { HELP_ARTICLE_ID } from '../../../sandbox/help/tree.ts';
import type { Locale } from '../../../src/lib/core/i18n/locales.ts';
import { createTranslator } from '../../../src/lib/core/i18n/t.ts';
import { timeSearchAnswer } from '../../../scripts/search-timing.ts';

// Playwright's phone: the Pixel 7's screen, pixel ratio, touch and user agent.
const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = devices['Pixel 7'];
test.use({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch });

const SEARCH = /\/api\/v2\/help_center\/articles\/search\.json/;

/**
 * The search box, its results, the lines above them (count, saved-index note, contact link;
 * they change as the person types) and the live region that says them once settled.
 */
function searchBox(page: Page, locale: Locale) {
  const c = copy[locale];
  const region = page.getByRole('region', { name: c['helpSearch.label'] });
  return {
    region,
    input: page.getByRole('searchbox', { name: c['helpSearch.label'] }),
    // The search's own list: the help page lists every article too.
    results: region.getByRole('list'),
    status: region.getByRole('status'),
  };
}

/**
 * Holds the help desk's search answers for `query` until released (other queries pass):
 * what a slow help desk looks like, without a sleep in the test. Routes added before it
 * then see the request (Playwright runs the last added first).
 */
async function holdHelpDesk(page: Page, query: string) {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(SEARCH, async (route) => {
    if (new URL(route.request().url()).searchParams.get('query') === query) await held;
    await route.fallback();
  });
  return { release, asked: page.waitForRequest((request) => SEARCH.test(request.url()) && new URL(request.url()).searchParams.get('query') === query) };
}

/** "{count} articles found" in the language, any count (English has a singular form). */
function countSaid(locale: Locale): RegExp {
  const t = createTranslator(locale);
  const forms = [1, 2].map((count) => escape(t('helpSearch.count', { count })).replace(/\s*[12]\s*/, '\\s*\\d+\\s*'));
  return new RegExp(forms.join('|'));
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Types the query as a person does and measures, in the page, from the last keystroke's
 * input event to the moment a link to `articleId` is in the results.
 */
async function typeAndTime(page: Page, locale: Locale, query: string, articleId: number): Promise<number> {
  const { input } = searchBox(page, locale);
  await input.focus();
  // Focus loads the search's code once (a few KiB); a person starts typing after that, and
  // a cold test host compresses the file on its first request, which is not what is measured here.
  await expect(page.getByRole('search')).toHaveAttribute('data-help-search-ready', 'true');
  const ms = await timeSearchAnswer(page, query, articleId);
  await expect(page.locator(`#help-search-results a[href$="/help/article/${articleId}"]`)).toBeVisible();
  return ms;
}

const CASES = [
  { locale: 'zh-TW', query: '退款', article: HELP_ARTICLE_ID.refunds, marked: '退款' },
  // Mainland wording says 重置; a reader typing the Traditional word in Simplified still finds it.
  { locale: 'zh-CN', query: '重设', article: HELP_ARTICLE_ID.reset, marked: '重置' },
  { locale: 'zh-CN', query: '流量', article: HELP_ARTICLE_ID.speedAndAllowance, marked: '流量' },
  { locale: 'en-US', query: 'refund', article: HELP_ARTICLE_ID.refunds, marked: 'refund' },
] as const;

for (const { locale, query, article, marked } of CASES) {
  test(`${locale}: “${query}” finds its article first, highlighted, within 300 ms of the last keystroke`, async ({ page }) => {
    const c = copy[locale];
    // The median of three fresh loads: one sample on a shared 2-core machine swings by 100 ms and more.
    const samples: number[] = [];
    for (let run = 0; run < 3; run++) {
      await page.goto(`/${locale}/help`);
      samples.push(await typeAndTime(page, locale, query, article));
    }
    const elapsed = samples.toSorted((a, b) => a - b)[1] ?? Number.NaN;
    test.info().annotations.push({ type: 'keystroke to results', description: `${samples.map(Math.round).join(', ')} ms; median ${Math.round(elapsed)} ms` });
    const { results, status } = searchBox(page, locale);
    // Said once the help desk has answered: the count alone, no saved-index note.
    await expect(status).toHaveText(countSaid(locale));
    const first = results.getByRole('listitem').first();
    await expect(first.getByRole('link')).toHaveAttribute('href', `/${locale}/help/article/${article}`);
    await expect(first.locator('em').first()).toHaveText(new RegExp(`^${marked}$`, 'i'));
    // The count says how many were found in all (at most 10 are listed).
    const shown = await results.getByRole('listitem').count();
    const said = Number((await status.textContent())?.match(/\d+/)?.[0]);
    expect(said).toBeGreaterThanOrEqual(shown);
    await expect(status).toHaveText(fill(c['helpSearch.count'], { count: said }));
    await expect(status).not.toContainText(c['helpSearch.savedIndex']);
    // Debounce (150 ms) + the help desk's answer + drawing, on the emulated phone.
    expect(Math.min(...samples), `ms from the last keystroke to the results`).toBeGreaterThan(0);
    expect(elapsed, `median ms from the last keystroke to the results`).toBeLessThan(300);
    // The address keeps the query, so a reload or a shared link searches again.
    expect(new URL(page.url()).searchParams.get('q')).toBe(query);
  });
}

test('zh-TW: nothing is asked of the help desk, and neither the search code nor the saved index is loaded, before the box is focused', async ({ page }) => {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  const isIndex = (request: Request) => request.url().endsWith('/zh-TW/help/search-index.json');
  await page.goto('/zh-TW/help');
  await page.waitForLoadState('networkidle');
  expect(requests.filter((request) => request.url().includes('/api/v2/'))).toEqual([]);
  expect(requests.filter(isIndex), 'no saved index on page load').toEqual([]);
  const scriptsBefore = new Set(requests.filter((request) => request.resourceType() === 'script').map((request) => request.url()));

  const { input } = searchBox(page, 'zh-TW');
  const indexAsked = page.waitForRequest(isIndex);
  await input.focus();
  await expect(page.locator('form[data-help-search-ready="true"]')).toBeAttached();
  await indexAsked;
  const scriptsAfter = requests.filter((request) => request.resourceType() === 'script' && !scriptsBefore.has(request.url()));
  expect(scriptsAfter.length, 'the search code loads on focus').toBeGreaterThan(0);
  expect(requests.filter(isIndex), 'the saved index is asked for once').toHaveLength(1);
  expect(requests.filter((request) => request.url().includes('/api/v2/')), 'focus alone asks nothing').toEqual([]);

  const asked = page.waitForRequest(SEARCH);
  await input.pressSequentially('退款');
  expect(new URL((await asked).url()).searchParams.get('locale')).toBe('zh-tw');
});

const BEFORE_THE_HELP_DESK = [
  { locale: 'zh-TW', query: '退款', article: HELP_ARTICLE_ID.refunds, marked: '退款' },
  // Two characters, mainland wording: the setup guides, the iPhone one among them.
  { locale: 'zh-CN', query: '设置', article: HELP_ARTICLE_ID.setupIos, marked: '设置' },
  { locale: 'en-US', query: 'refund', article: HELP_ARTICLE_ID.refunds, marked: 'refund' },
] as const;

for (const { locale, query, article, marked } of BEFORE_THE_HELP_DESK) {
  test(`${locale}: “${query}” is listed from the saved index while the help desk is slow, then the help desk's answer takes its place without the list moving`, async ({ page }) => {
    const c = copy[locale];
    // The help desk's answer, told apart from the index's by its snippets.
    const FROM_HELP_DESK = '⟪help desk⟫';
    await page.route(SEARCH, async (route) => {
      const response = await route.fetch();
      const answer = (await response.json()) as { results: { snippet: string }[] };
      for (const result of answer.results) result.snippet = `${FROM_HELP_DESK} ${result.snippet}`;
      await route.fulfill({ response, json: answer });
    });
    const helpDesk = await holdHelpDesk(page, query);
    await page.goto(`/${locale}/help`);
    const { input, results, status, region } = searchBox(page, locale);
    await input.fill(query);
    await helpDesk.asked;

    // Listed while the help desk has not answered: the right article, highlighted, counted, no saved-index note.
    const item = results.getByRole('listitem').filter({ has: page.locator(`a[href="/${locale}/help/article/${article}"]`) });
    await expect(item.locator('em').first()).toHaveText(new RegExp(`^${marked}$`, 'i'));
    await expect(region).toContainText(countSaid(locale));
    await expect(region).not.toContainText(c['helpSearch.savedIndex']);
    await expect(results).not.toContainText(FROM_HELP_DESK);
    // Nothing said yet: the count is spoken once the answer settles.
    await expect(status).toHaveText('');
    const itemBefore = await item.elementHandle();

    helpDesk.release();
    await expect(item).toContainText(FROM_HELP_DESK);
    await expect(status).toHaveText(countSaid(locale));
    await expect(region).not.toContainText(c['helpSearch.savedIndex']);
    // The same article kept its item (and its place): the help desk's answer rewrote it, not the list.
    expect(await itemBefore?.evaluate((element) => element.isConnected)).toBe(true);
  });
}

test('en-US: the count is said once when typing pauses, not on every keystroke', async ({ page }) => {
  // The page's clock is the test's: keys 30 ms apart, then a pause, however loaded the machine.
  await page.clock.install();
  await page.goto('/en-US/help');
  const { input, results, status } = searchBox(page, 'en-US');
  await input.focus();
  await expect(page.getByRole('search')).toHaveAttribute('data-help-search-ready', 'true');
  await status.evaluate((live) => {
    const said: string[] = [];
    const listChanges = { count: 0 };
    Object.assign(window, { __said: said, __listChanges: listChanges });
    new MutationObserver(() => said.push(live.textContent)).observe(live, { childList: true, characterData: true, subtree: true });
    // The results list (hidden until the first results, so not found by role yet) is the live region's neighbour.
    const list = live.parentElement?.querySelector('ol');
    if (list) new MutationObserver(() => (listChanges.count += 1)).observe(list, { childList: true, subtree: true });
  });
  // Time stands still but for the 30 ms the test lets pass after each key.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  for (const key of 'shadowrocket') {
    await input.press(key);
    await page.clock.runFor(30);
  }
  await page.clock.runFor(1_000);
  await expect(results.getByRole('link').first()).toHaveAttribute('href', `/en-US/help/article/${HELP_ARTICLE_ID.setupIos}`);
  await expect(status).toHaveText(countSaid('en-US'));
  const seen = await page.evaluate(() => {
    const held = window as unknown as { __said: string[]; __listChanges: { count: number } };
    return { said: held.__said.filter((text) => text !== ''), listChanges: held.__listChanges.count };
  });
  expect(seen.listChanges, 'the list followed the typing').toBeGreaterThan(1);
  // One settled answer, said once.
  expect(seen.said).toEqual([await status.textContent()]);
});

test('en-US: ?q= in the address runs that search on load; arrow keys move into the results and Escape comes back', async ({ page }) => {
  await page.goto('/en-US/help?q=shadowrocket');
  const { input, results } = searchBox(page, 'en-US');
  await expect(input).toHaveValue('shadowrocket');
  await expect(results.getByRole('link').first()).toHaveAttribute('href', `/en-US/help/article/${HELP_ARTICLE_ID.setupIos}`);
  await input.focus();
  await page.keyboard.press('ArrowDown');
  await expect(results.getByRole('link').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(input).toBeFocused();
});

test('zh-TW: no results says so and offers a way to contact support', async ({ page }) => {
  const c = copy['zh-TW'];
  await page.goto('/zh-TW/help');
  const { input, status, region } = searchBox(page, 'zh-TW');
  await input.fill('量子糾纏');
  await expect(status).toContainText(fill(c['helpSearch.none'], { query: '量子糾纏' }));
  await expect(region.getByRole('link', { name: c['helpSearch.contact'] })).toHaveAttribute('href', '/zh-TW/help/contact-us');
});

test('zh-TW: a hostile snippet and title from the help desk render as text; only <em> is markup', async ({ page }) => {
  await page.route(SEARCH, async (route) => {
    const response = await route.fetch();
    const answer = (await response.json()) as { results: { title: string; snippet: string }[] };
    const [first] = answer.results;
    if (first) {
      first.title = `<img src=x onerror="window.__pwned='title'">${first.title}`;
      first.snippet = `<img src=x onerror="window.__pwned='snippet'"><script>window.__pwned='script'</script><a href="javascript:window.__pwned='link'">點我</a><b>粗體</b> <em>退款</em> &lt;i&gt;`;
    }
    await route.fulfill({ response, json: answer });
  });
  await page.goto('/zh-TW/help');
  const { input, results } = searchBox(page, 'zh-TW');
  await input.fill('退款');
  const first = results.getByRole('listitem').first();
  // The saved index lists the article first; the help desk's (hostile) answer then rewrites it.
  await expect(first.getByRole('link')).toHaveText(/^<img src=x onerror=.*退款政策/);
  await expect(first.locator('em')).toHaveText('退款');
  // Everything else of the snippet is text: no image, script, link or bold element.
  await expect(first).toContainText('點我粗體 退款 <i>');
  expect(await first.evaluate((item) => [...item.querySelectorAll('*')].map((element) => element.tagName.toLowerCase()))).toEqual(['a', 'span', 'p', 'em']);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined();
});

for (const failure of ['network', 503] as const) {
  test(`zh-CN: when the help desk's search fails (${failure}), the saved index answers and says so`, async ({ page, expectFailedResponses }) => {
    const c = copy['zh-CN'];
    expectFailedResponses([{ method: 'GET', url: SEARCH, status: failure }]);
    await page.route(SEARCH, (route) => (failure === 'network' ? route.abort('failed') : route.fulfill({ status: 503, json: { error: 'ServiceUnavailable', description: 'Down for maintenance' } })));
    await page.goto('/zh-CN/help');
    const { input, results, status } = searchBox(page, 'zh-CN');
    await input.fill('订阅');
    await expect(status).toContainText(c['helpSearch.savedIndex']);
    await expect(results.getByRole('link').first()).toHaveAttribute('href', `/zh-CN/help/article/${HELP_ARTICLE_ID.subscriptionAddress}`);
    await expect(results.getByRole('listitem').first().locator('em').first()).toHaveText('订阅');
  });
}

test('zh-TW: a help desk that does not answer within about 3 s gives way to the saved index', async ({ page }) => {
  const c = copy['zh-TW'];
  // Held until the page gives up on it (the page's own time limit cancels the request).
  await page.route(SEARCH, () => undefined);
  await page.goto('/zh-TW/help');
  const { input, results, status } = searchBox(page, 'zh-TW');
  await input.fill('退款');
  const asked = Date.now();
  await expect(status).toContainText(c['helpSearch.savedIndex'], { timeout: 6_000 });
  expect(Date.now() - asked, 'ms before the saved index answered').toBeGreaterThan(2_500);
  await expect(results.getByRole('link').first()).toHaveAttribute('href', `/zh-TW/help/article/${HELP_ARTICLE_ID.refunds}`);
});

test('en-US: when neither the help desk nor the saved index can be had, the page says so and offers contact-us', async ({ page, expectFailedResponses }) => {
  const c = copy['en-US'];
  expectFailedResponses([
    { method: 'GET', url: SEARCH, status: 'network' },
    { method: 'GET', url: /\/en-US\/help\/search-index\.json$/, status: 'network' },
  ]);
  await page.route(SEARCH, (route) => route.abort('failed'));
  await page.route(/\/help\/search-index\.json$/, (route) => route.abort('failed'));
  await page.goto('/en-US/help');
  const { input, results, status, region } = searchBox(page, 'en-US');
  await input.fill('refund');
  await expect(status).toContainText(c['helpSearch.unavailable']);
  await expect(region.getByRole('link', { name: c['helpSearch.contact'] })).toHaveAttribute('href', '/en-US/help/contact-us');
  await expect(results).toHaveCount(0);
});

const STALE = [
  { locale: 'en-US', older: 'shadowrocket', newer: 'refund', article: HELP_ARTICLE_ID.refunds },
  { locale: 'zh-TW', older: '訂閱', newer: '退款', article: HELP_ARTICLE_ID.refunds },
] as const;

for (const { locale, older, newer, article } of STALE) {
  test(`${locale}: a slow answer to an older query (“${older}”) never replaces the newer one's list (“${newer}”), from the index or the help desk`, async ({ page }) => {
    const olderHeld = await holdHelpDesk(page, older);
    const newerHeld = await holdHelpDesk(page, newer);
    await page.goto(`/${locale}/help`);
    const { input, results, status } = searchBox(page, locale);
    const form = page.getByRole('search');
    const firstLink = results.getByRole('link').first();
    const href = `/${locale}/help/article/${article}`;
    await input.fill(older);
    await olderHeld.asked;
    await input.fill(newer);
    await newerHeld.asked;
    // Both answers still on their way: the newer query is listed from the saved index.
    await expect(firstLink).toHaveAttribute('href', href);

    // The older answer arrives first: handled (the page counts every answer it gets), and dropped.
    olderHeld.release();
    await expect(form).toHaveAttribute('data-help-search-answers', '1');
    await expect(firstLink).toHaveAttribute('href', href);
    await expect(status).toHaveText('');

    // The newer answer arrives: the help desk's list, said once.
    newerHeld.release();
    await expect(form).toHaveAttribute('data-help-search-answers', '2');
    await expect(status).toHaveText(countSaid(locale));
    await expect(firstLink).toHaveAttribute('href', href);
    await expect(input).toHaveValue(newer);
  });
}

test.describe('offline', () => {
  // The rest of the suite blocks service workers (page.route cannot see what a worker answers).
  test.use({ serviceWorkers: 'allow' });

  test('zh-TW: after one search online, search still finds articles offline, from the saved index', async ({ page, context, expectFailedResponses }) => {
    const c = copy['zh-TW'];
    await page.goto('/zh-TW/help');
    await expect(page.locator('html')).toHaveAttribute('data-offline', 'kept');
    const { input, results, status } = searchBox(page, 'zh-TW');
    const indexFetched = page.waitForResponse((response) => response.url().endsWith('/zh-TW/help/search-index.json'));
    await input.fill('退款');
    await expect(results.getByRole('link').first()).toHaveAttribute('href', `/zh-TW/help/article/${HELP_ARTICLE_ID.refunds}`);
    await indexFetched;
    // The worker was told to keep the index and the search's code (this page is not under it yet).
    await expect
      .poll(() => page.evaluate(async () => (await caches.keys()).length > 0 && (await (await caches.open((await caches.keys())[0] ?? '')).match('/zh-TW/help/search-index.json')) !== undefined))
      .toBe(true);

    await context.setOffline(true);
    expectFailedResponses([
      { method: 'GET', url: /\/zh-TW\/help(\?q=.*)?$/, status: 'network' },
      { method: 'GET', url: /\/favicon\.svg$/, status: 'network' },
      { method: 'GET', url: SEARCH, status: 'network' },
      { method: 'GET', url: /\/zh-TW\/help\/search-index\.json$/, status: 'network' },
    ]);
    await page.goto('/zh-TW/help');
    await input.fill('流量');
    await expect(status).toContainText(c['helpSearch.savedIndex']);
    await expect(results.getByRole('link').first()).toHaveAttribute('href', `/zh-TW/help/article/${HELP_ARTICLE_ID.speedAndAllowance}`);
  });
});
