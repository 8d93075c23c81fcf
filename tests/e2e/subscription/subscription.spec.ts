/**
 * The subscription address on the service page and the paid view (issue 10 items 3–5):
 * shown as text and copied exactly; its QR code is the raw address; each app's button
 * opens that app's own link, with its scheme, from the press (the navigation Chromium is
 * asked for is what the test reads: Chromium hands an unknown scheme to the system and
 * the page stays); "didn't open?" then offers the download page and the paste steps;
 * WeChat gets "open in your browser" instead of buttons; and a buyer sees all of it on
 * the paid view right after paying.
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect, copy, fill, uniqueEmail, type AccountView } from '../fixtures.ts';
import { fillOrderWithEmail, expectPaid, placeOrder, pressPay, settleNewestPayment, type Copy } from '../ordering.ts';
import { readModules, symbolOf } from '../support/qr-symbol.ts';
import { tutorialFor, type ClientOffer } from '../../../src/lib/subscription/client-tutorial.ts';
import type { ImportClientId } from '../../../src/lib/subscription/import-links.ts';
import { IMPORTED_PROFILE_NAME } from '../../../src/lib/subscription/one-tap-import.ts';

const WINDOWS_CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const ANDROID_WECHAT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP2A.240805.005; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/130.0.6723.103 Mobile Safari/537.36 XWEB/1300289 MMWEBSDK/20241103 MMWEBID/1234 MicroMessenger/8.0.54.2760(0x28003637) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64';

/** The step-by-step setup's own chunk (src/islands/subscription/SetupGuide.tsx, named after its module). */
const SETUP_GUIDE_CHUNK = /\/_astro\/SetupGuide\.[\w-]+\.js$/;

/** The scheme each client registers (features-2 §1.1), written here apart from the link builders. */
const SCHEMES: Record<Exclude<ImportClientId, 'v2rayN' | 'openClash'>, string> = {
  clash: 'clash:',
  stash: 'stash:',
  shadowrocket: 'shadowrocket:',
  quantumultX: 'quantumult-x:',
  surge: 'surge:',
  loon: 'loon:',
  singBox: 'sing-box:',
  hiddify: 'hiddify:',
  v2rayNG: 'v2rayng:',
  nekoBox: 'sn:',
  karing: 'karing:',
};

function schemeOf(client: ImportClientId): string {
  if (client === 'v2rayN' || client === 'openClash') throw new Error(`${client} has no link`);
  return SCHEMES[client];
}

/** The account's Active service and its address, as the provider hands it out. */
function activeService(account: AccountView): { address: string } {
  const service = account.services.find((candidate) => candidate.status === 'Active');
  if (!service?.subscriptionUrl) throw new Error(`no Active service with an address: ${JSON.stringify(account.services)}`);
  return { address: service.subscriptionUrl };
}

function subscriptionSection(page: Page, c: Copy): Locator {
  return page.getByRole('region', { name: c['subscription.heading'], exact: true });
}

/** Opens the step-by-step setup (fetched with its words on the press) and returns it. */
async function openGuide(section: Locator, c: Copy): Promise<Locator> {
  const open = section.getByRole('button', { name: c['subscription.guide.open'], exact: true });
  await expect(open).toHaveAttribute('aria-expanded', 'false');
  await open.click();
  await expect(open).toHaveAttribute('aria-expanded', 'true');
  const guide = section.getByRole('region', { name: c['subscriptionGuide.setup.heading'] });
  await expect(guide).toBeVisible();
  return guide;
}

/**
 * Presses an app's import button and returns the address the browser was asked to open.
 * The request is Chromium's own for the navigation; its URL has no fragment.
 */
async function pressImport(page: Page, section: Locator, c: Copy, offer: ClientOffer): Promise<string> {
  const button = section.getByRole('link', { name: fill(c['subscription.import.oneTap'], { app: offer.app }), exact: true });
  await expect(button).toHaveAttribute('href', offer.link ?? '');
  const scheme = schemeOf(offer.id);
  const asked = page.waitForRequest((request) => request.url().startsWith(scheme));
  await button.click();
  return (await asked).url();
}

/** The link without its fragment, as a navigation request carries it. */
function withoutFragment(link: string): string {
  const hash = link.indexOf('#');
  return hash === -1 ? link : link.slice(0, hash);
}

test.describe('the address on the service page', () => {
  test('zh-TW, Android: the address shows as text, copies exactly, and its QR code is the raw address', async ({ page, context, loggedIn }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const c = copy['zh-TW'];
    const { address } = activeService(loggedIn.account);
    await page.goto('/zh-TW/user/service/0');
    const section = subscriptionSection(page, c);
    await expect(section.getByText(address, { exact: true })).toBeVisible();

    await section.getByRole('button', { name: c['subscription.copy'], exact: true }).first().click();
    await expect(section.getByRole('status').filter({ hasText: c['subscription.copied'] })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);

    const show = section.getByRole('button', { name: c['subscription.qr.show'] });
    await expect(show).toHaveAttribute('aria-expanded', 'false');
    await show.click();
    const code = section.getByRole('img', { name: c['subscription.qr.alt'] });
    await expect(code).toHaveAttribute('src', /^data:image\/png;base64,/);
    expect(await readModules(code)).toEqual(symbolOf(address));
    await expect(section.getByRole('button', { name: c['subscription.qr.hide'] })).toHaveAttribute('aria-expanded', 'true');
  });

  test('en-US, Android: FlClash opens its clash:// link from the press; "didn’t open?" then offers the download page and the paste steps', async ({ page, loggedIn }) => {
    const c = copy['en-US'];
    const { address } = activeService(loggedIn.account);
    const { recommended, others } = tutorialFor('android', address, IMPORTED_PROFILE_NAME);
    await page.goto('/en-US/user/service/0');
    const section = subscriptionSection(page, c);
    // The guide opens on this device's platform; its step 2 points to the one-tap button up front.
    const guide = await openGuide(section, c);
    await expect(guide.getByLabel(c['subscriptionGuide.setup.platform'])).toHaveValue('android');
    await expect(guide.getByRole('heading', { name: fill(c['subscriptionGuide.step.get'], { app: 'FlClash' }) })).toBeVisible();
    await expect(guide).toContainText(fill(c['subscriptionGuide.step.importAbove'], { app: 'FlClash' }));

    // The recommended app, up front: its link, then the wait (a visible "opening" state), then the way forward.
    const asked = await pressImport(page, section, c, recommended);
    expect(asked.startsWith('clash://install-config?')).toBe(true);
    expect(new URL(asked).searchParams.get('url')).toBe(address);
    // One name for the imported profile, the same as the paid view gives it.
    expect(new URL(asked).searchParams.get('name')).toBe(IMPORTED_PROFILE_NAME);
    const action = section.locator('[data-import-state]').filter({ has: page.getByRole('link', { name: fill(c['subscription.import.oneTap'], { app: 'FlClash' }) }) });
    await expect(action).toHaveAttribute('data-import-state', /opening|unanswered/);
    const help = section.getByRole('group', { name: fill(c['subscription.import.unanswered'], { app: 'FlClash' }) });
    await expect(help).toBeVisible();
    await expect(action).toHaveAttribute('data-import-state', 'unanswered');
    await expect(help.getByRole('link', { name: fill(c['subscription.get.releases'], { app: 'FlClash' }) })).toHaveAttribute('href', 'https://github.com/chen08209/FlClash/releases');
    await expect(help).toContainText(fill(c['subscription.paste.url'], { app: 'FlClash' }));

    expect(others.map((offer) => offer.id)).toEqual(['singBox', 'hiddify', 'v2rayNG', 'nekoBox', 'karing']);
  });

  test.describe('on Windows', () => {
    test.use({ userAgent: WINDOWS_CHROME });

    test('zh-CN: Clash Verge Rev’s link carries the address last; v2rayN copies it and shows its paste steps at once', async ({ page, context, loggedIn }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const c = copy['zh-CN'];
      const { address } = activeService(loggedIn.account);
      const { recommended, others } = tutorialFor('windows', address, IMPORTED_PROFILE_NAME);
      await page.goto('/zh-CN/user/service/0');
      const section = subscriptionSection(page, c);
      const guide = await openGuide(section, c);
      await expect(guide.getByLabel(c['subscriptionGuide.setup.platform'])).toHaveValue('windows');

      const v2rayN = others.find((offer) => offer.id === 'v2rayN');
      expect(v2rayN?.link).toBeNull();
      await guide.getByRole('button', { name: fill(c['subscriptionGuide.import.copyFor'], { app: 'v2rayN' }) }).click();
      const steps = guide.getByRole('group', { name: fill(c['subscriptionGuide.import.copied'], { app: 'v2rayN' }) });
      await expect(steps).toContainText(fill(c['subscriptionGuide.paste.clipboard'], { app: 'v2rayN', keys: 'Ctrl+V' }));
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);

      // Last: once Chromium has handed a link to the system, it answers no more presses on this page.
      const asked = await pressImport(page, section, c, recommended);
      expect(recommended.app).toBe('Clash Verge Rev');
      expect(asked.indexOf('name=')).toBeLessThan(asked.indexOf('url='));
      expect(decodeURIComponent(asked.slice(asked.indexOf('url=') + 'url='.length))).toBe(address);
    });
  });

  test.describe('on an iPhone', () => {
    test.use({ userAgent: IPHONE_SAFARI });

    test('zh-TW: Shadowrocket first, from the App Store, which mainland China’s store does not carry', async ({ page, loggedIn }) => {
      const c = copy['zh-TW'];
      activeService(loggedIn.account);
      await page.goto('/zh-TW/user/service/0');
      const section = subscriptionSection(page, c);
      await expect(section.getByRole('link', { name: fill(c['subscription.import.oneTap'], { app: 'Shadowrocket' }), exact: true })).toHaveAttribute('href', /^shadowrocket:\/\//);
      const guide = await openGuide(section, c);
      await expect(guide.getByLabel(c['subscriptionGuide.setup.platform'])).toHaveValue('ios');
      await expect(guide.getByRole('link', { name: fill(c['subscription.get.appStore'], { app: 'Shadowrocket' }), exact: true })).toHaveAttribute('href', 'https://apps.apple.com/app/shadowrocket/id932747118');
      await expect(guide.getByText(c['subscriptionGuide.get.appStoreRegion'])).toBeVisible();
    });
  });

  // One test (one page) per app: once headless Chromium has handed a link to the system,
  // it answers no more presses on that page (its "open the app?" prompt waits unseen),
  // so each press gets a fresh page, and a press is the last thing a test does there.
  const EACH_APP = [
    { platform: 'android', userAgent: undefined, locale: 'en-US' },
    { platform: 'ios', userAgent: IPHONE_SAFARI, locale: 'zh-TW' },
  ] as const;
  for (const { platform, userAgent, locale } of EACH_APP) {
    test.describe(`every ${platform} app`, () => {
      if (userAgent) test.use({ userAgent });
      const clients = tutorialFor(platform, 'https://sub.example/s', 'x');
      for (const { id, app } of [clients.recommended, ...clients.others]) {
        test(`${locale}, ${platform}: ${app} opens its own link, with its scheme, from the press`, async ({ page, loggedIn }) => {
          const c = copy[locale];
          const { address } = activeService(loggedIn.account);
          const tutorial = tutorialFor(platform, address, IMPORTED_PROFILE_NAME);
          const offer = [tutorial.recommended, ...tutorial.others].find((candidate) => candidate.id === id);
          if (!offer?.link) throw new Error(`${id} has no link on ${platform}`);
          expect(offer.link.startsWith(schemeOf(id))).toBe(true);
          await page.goto(`/${locale}/user/service/0`);
          const section = subscriptionSection(page, c);
          // The recommended app is up front; the others are in the step-by-step setup.
          if (id !== tutorial.recommended.id) await openGuide(section, c);
          expect(await pressImport(page, section, c, offer)).toBe(withoutFragment(offer.link));
        });
      }
    });
  }

  test.describe('in WeChat', () => {
    test.use({ userAgent: ANDROID_WECHAT });

    test('zh-CN: says to open the page in the browser instead of offering buttons that cannot open an app; the address stays', async ({ page, loggedIn }) => {
      const c = copy['zh-CN'];
      const { address } = activeService(loggedIn.account);
      await page.goto('/zh-CN/user/service/0');
      const section = subscriptionSection(page, c);
      await expect(section.getByRole('note')).toContainText(fill(c['subscription.inApp.hint'], { browser: c['subscription.inApp.wechat'] }));
      await expect(section.getByRole('link', { name: new RegExp(c['subscription.import.oneTap'].replace('{app}', '')) })).toHaveCount(0);
      await expect(section.getByText(address, { exact: true })).toBeVisible();
    });
  });

  test('zh-TW: the step-by-step setup that cannot be fetched says so, the one-tap button stays, and "try again" opens it', async ({ page, loggedIn, expectFailedResponses }) => {
    expectFailedResponses([{ method: 'GET', url: SETUP_GUIDE_CHUNK, status: 'network' }]);
    await page.route(SETUP_GUIDE_CHUNK, (route) => route.abort('connectionrefused'));
    const c = copy['zh-TW'];
    activeService(loggedIn.account);
    await page.goto('/zh-TW/user/service/0');
    const section = subscriptionSection(page, c);
    await section.getByRole('button', { name: c['subscription.guide.open'], exact: true }).click();
    const notice = section.getByRole('alert').filter({ hasText: c['subscription.guide.unavailable.title'] });
    await expect(notice).toContainText(c['subscription.fallback.hint']);
    await expect(section.getByRole('link', { name: fill(c['subscription.import.oneTap'], { app: 'FlClash' }), exact: true })).toBeVisible();

    await page.unroute(SETUP_GUIDE_CHUNK);
    await notice.getByRole('button', { name: c['action.retry'] }).click();
    await expect(section.getByRole('region', { name: c['subscriptionGuide.setup.heading'] })).toBeVisible();
    await expect(notice).toHaveCount(0);
  });

  test('en-US: another platform from the chooser: a router’s steps, with the address to paste', async ({ page, context, loggedIn }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const c = copy['en-US'];
    const { address } = activeService(loggedIn.account);
    await page.goto('/en-US/user/service/0');
    const section = subscriptionSection(page, c);
    const guide = await openGuide(section, c);
    await guide.getByLabel(c['subscriptionGuide.setup.platform']).selectOption('router');
    await expect(guide.getByRole('heading', { name: fill(c['subscriptionGuide.step.get'], { app: 'OpenClash' }) })).toBeVisible();
    await expect(guide.getByRole('link', { name: fill(c['subscription.get.releases'], { app: 'OpenClash' }) })).toHaveAttribute('href', 'https://github.com/vernesong/OpenClash/releases');
    await guide.getByRole('button', { name: fill(c['subscriptionGuide.import.copyFor'], { app: 'OpenClash' }) }).click();
    await expect(guide.getByRole('group', { name: fill(c['subscriptionGuide.import.copied'], { app: 'OpenClash' }) })).toContainText(fill(c['subscriptionGuide.paste.router'], { app: 'OpenClash' }));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
  });
});

test.describe('the paid view', () => {
  test('en-US: a buyer sees the new service’s address and one-tap import right after paying; the bill link alone shows none', async ({ page, sandbox }) => {
    const email = uniqueEmail('paid-view');
    const c = await fillOrderWithEmail(page, 'en-US', { product: 'Skyline Standard', cycle: 'cycle.Monthly', method: 'order.method.alipay', email });
    const invoiceId = await placeOrder(page, c);
    await pressPay(page, c);
    await expect(page.getByRole('img', { name: fill(c['pay.qr.alt'], { app: c['pay.app.alipay'] }) })).toBeVisible();
    await settleNewestPayment(sandbox, invoiceId);
    await expectPaid(page, c);

    const [account] = await sandbox.accountsWithEmail(email);
    if (!account) throw new Error(`no account for ${email}`);
    const { address } = activeService(account);
    const section = subscriptionSection(page, c);
    await expect(section.getByText(address, { exact: true })).toBeVisible();
    // Bought with an email: nothing to bind.
    await expect(page.getByText(c['email.prompt.title'])).toHaveCount(0);
    const { recommended } = tutorialFor('android', address, IMPORTED_PROFILE_NAME);
    const asked = await pressImport(page, section, c, recommended);
    expect(asked).toBe(withoutFragment(recommended.link ?? ''));
    expect(new URL(asked).searchParams.get('name')).toBe(IMPORTED_PROFILE_NAME);

    // The same bill opened by its link, without the login: no address, and how to log in.
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await expect(page.getByRole('heading', { name: c['pay.paid.receivedHeading'] })).toBeVisible({ timeout: 15_000 });
    // The owner's account is asked about (user/check, ADR 0063): the way back in that works for it.
    await expect(page.getByText(c[account.emailStatus === 'verified' ? 'pay.paid.toAccountByEmail' : 'pay.paid.toAccountLinkOnly'])).toBeVisible();
    await expect(subscriptionSection(page, c)).toHaveCount(0);
    await expect(page.getByText(address)).toHaveCount(0);
  });
});
