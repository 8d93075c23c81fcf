/**
 * The Android ad landing page (ADR 0036): the APK from the expected host with its version,
 * size and SHA-256, the in-app browser hint, the in-app flags, and an ad click tied to the
 * install id on arrival.
 */
import { createHash } from 'node:crypto';
import * as z from 'zod/mini';
import { appVersion } from '../../../src/lib/core/contract/index.ts';
import { test, expect, copy, fill, recordScripts } from '../fixtures.ts';
import { E2E_SANDBOX_ORIGIN, E2E_SITE_ORIGIN } from '../ports.ts';
import { formatNumber } from '../../../src/lib/core/i18n/format.ts';

const WECHAT_ANDROID = 'Mozilla/5.0 (Linux; Android 13; V2227A) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0 Mobile Safari/537.36 XWEB/1160027 MMWEBSDK/20231202 MicroMessenger/8.0.47.2560(0x28002F35) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64';

for (const locale of ['zh-TW', 'zh-CN', 'en-US'] as const) {
  test(`${locale}: the APK download comes from the provider's host, with its version, size and SHA-256`, async ({ page, request }) => {
    const c = copy[locale];
    const scripts = recordScripts(page);
    await page.goto(`/${locale}/landing-page/android-app`);
    await expect(page.getByRole('heading', { level: 1, name: c['landing.android.heading'] })).toBeVisible();

    const answer = z.object({ data: appVersion.response }).parse(await (await request.get(`${E2E_SANDBOX_ORIGIN}/au/api/v1/app/version?client=android`)).json());
    const { version, size, sha256, downloadUrl } = answer.data;
    const link = page.getByRole('link', { name: fill(c['landing.android.download.button'], { version }) });
    await expect(link).toBeVisible();
    const href = await link.getAttribute('href');
    expect(href).toBe(downloadUrl);
    expect(new URL(href ?? '').origin).toBe(E2E_SANDBOX_ORIGIN);
    await expect(page.locator('[data-apk-version]')).toHaveText(version);
    await expect(page.locator('[data-apk-size]')).toHaveAttribute('data-apk-size', String(size));
    // The sandbox's placeholder is under 1 kB: its size reads in bytes, in the page's words, never "0.1 kB".
    expect(size).toBeLessThan(1024);
    await expect(page.locator('[data-apk-size]')).toHaveText(fill(c['landing.android.download.bytes'], { count: formatNumber(locale, size) }));
    await expect(page.locator('[data-apk-sha256]')).toHaveText(sha256);

    // The file behind the link is the one the page describes.
    const file = Buffer.from(await (await request.get(href ?? '')).body());
    expect(file.byteLength).toBe(size);
    expect(createHash('sha256').update(file).digest('hex')).toBe(sha256);

    // How to allow the install, in steps; no framework and no script file at all.
    await expect(page.getByRole('heading', { name: c['landing.android.install.heading'] })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: c['landing.android.install.step3'] })).toBeVisible();
    await expect(page.getByRole('heading', { name: c['landing.android.inApp.heading'] })).toBeHidden();
    expect(scripts).toEqual([]);
  });
}

test.describe('inside WeChat', () => {
  test.use({ userAgent: WECHAT_ANDROID });

  test('zh-CN: the page says to open it in the phone’s browser, with the address to copy', async ({ page }) => {
    const c = copy['zh-CN'];
    await page.goto('/zh-CN/landing-page/android-app?utm_source=wechat');
    await expect(page.getByRole('heading', { name: c['landing.android.inApp.heading'] })).toBeVisible();
    await expect(page.getByText(c['landing.android.inApp.body'])).toBeVisible();
    await expect(page.locator('#landing-address')).toHaveText(`${E2E_SITE_ORIGIN}/zh-CN/landing-page/android-app?utm_source=wechat`);
  });
});

for (const locale of ['en-US', 'zh-TW'] as const) {
  test(`${locale}: opened from the app, the in-app flags are kept and nothing is offered to download, nor steps to install it`, async ({ page }) => {
    const c = copy[locale];
    await page.goto(`/${locale}/landing-page/android-app?inapp=1&inapptrial=1`);
    await expect(page.getByText(c['landing.android.alreadyInApp'])).toBeVisible();
    await expect(page.getByRole('heading', { name: c['landing.android.download.heading'] })).toBeHidden();
    // No "tap the button above to download" under a button that is not there.
    await expect(page.getByRole('heading', { name: c['landing.android.install.heading'] })).toBeHidden();
    await expect(page.getByText(c['landing.android.install.step1'])).toBeHidden();
    expect(await page.locator('body').innerText()).not.toContain(c['landing.android.install.intro']);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('skyline:in-app') ?? 'null'))).toEqual({ inApp: true, inAppTrial: true });
  });
}

test('zh-TW: an ad click is tied to this browser’s install id; a malformed one is dropped', async ({ page, sandbox }) => {
  const click = `Cj0KCQ_landing_${Date.now()}`;
  await page.goto(`/zh-TW/landing-page/android-app?utm_source=google&gclid=${click}&ttclid=%22%3E%3Cimg%20src%3Dx%3E&aff=SKYFRIEND`);
  await expect.poll(async () => (await sandbox.attribution()).fingerprints.filter((row) => row.adid === click)).toHaveLength(1);
  const installId = await page.evaluate(() => JSON.parse(localStorage.getItem('skyline:install-id') ?? 'null'));
  const [row] = (await sandbox.attribution()).fingerprints.filter((upload) => upload.adid === click);
  expect(row).toMatchObject({ platform: 'google', fingerprint: installId });
  expect(await page.evaluate(() => localStorage.getItem('skyline:ad-tracking'))).not.toContain('img');
  // A known affiliate code stays for 5 days.
  await expect.poll(async () => (await page.context().cookies()).find((cookie) => cookie.name === 'skyline_aff')?.value).toBe(encodeURIComponent('"SKYFRIEND"'));
});

test('zh-TW: a login link opened on the landing page goes to the service page, which keeps it', async ({ page, sandbox }) => {
  const account = await sandbox.createAccount({ services: [{ status: 'Active' }] });
  await page.goto(`/zh-TW/landing-page/android-app#uuid=${account.uuid}&hmac=${account.hmac}`);
  await page.waitForURL(/\/zh-TW\/user\/service\/0$/);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('skyline:credentials') ?? 'null'))).toEqual({ uuid: account.uuid, hmac: account.hmac });
});
