/**
 * Marketing mail and unsubscribing over real HTTP (contract: src/lib/unsubscribe/contract.ts,
 * ADR 0035): the RFC 8058 headers, the exact one-click POST a mail client sends, the
 * page's press, idempotence, subscribing again (a new token), and tokens that are not ours.
 */
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../src/lib/core/contract/index.ts';
import { expectError, uniqueEmail } from './buying.ts';
import { TEST_SITE_ORIGIN, useHarness } from './harness.ts';

const h = useHarness({ seedDemo: false });

async function mailedAccount(lang?: 'zh-TW' | 'zh-CN' | 'en-US') {
  const email = uniqueEmail('offers');
  const account = await h.createAccount({ email, emailStatus: 'verified', ...(lang ? { lang } : {}) });
  const marketing = await h.control.sendMarketingMail(account.uuid);
  const [mail] = await h.control.mail(email);
  if (!mail) throw new Error('no marketing mail');
  return { account, marketing, mail };
}

/** What a mail client sends on one-click (RFC 8058 section 3.2): a form POST, no cookies, no other headers. */
function oneClick(url: string) {
  return fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
}

describe('marketing mail', () => {
  it('carries List-Unsubscribe (https on the provider, with an unguessable off_num) and List-Unsubscribe-Post, and links the page in the account language', async () => {
    const { mail, marketing } = await mailedAccount('zh-CN');
    expect(mail.kind).toBe('marketing');
    expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.headers['List-Unsubscribe']).toBe(`<${h.origin}/ems/api/v1/unsubcribe?off_num=${marketing.offNum}>`);
    expect(mail.headers['List-Id']).toBeTruthy();
    expect(marketing.offNum).toMatch(/^[0-9a-f]{16}-1-[0-9a-f]{32}$/);
    expect(mail.body).toContain(`${TEST_SITE_ORIGIN}/zh-CN/user/unsubscribe?off_num=${marketing.offNum}`);
    expect(mail.subject).toContain('本月优惠');
  });

  it('is written in each language', async () => {
    const subjects = await Promise.all((['zh-TW', 'zh-CN', 'en-US'] as const).map(async (lang) => (await mailedAccount(lang)).mail.subject));
    expect(new Set(subjects).size).toBe(3);
  });
});

describe('POST /ems/api/v1/unsubcribe', () => {
  it('takes the exact RFC 8058 one-click POST, and is idempotent', async () => {
    const { account, mail } = await mailedAccount();
    const url = /^<(.+)>$/.exec(mail.headers['List-Unsubscribe'] ?? '')?.[1] ?? '';
    const first = await oneClick(url);
    expect(first.status).toBe(200);
    const consent = h.data(endpoints.emsUnsubscribe, await first.json());
    expect(consent.subscribed).toBe(false);
    expect(consent.email).toMatch(/^.\*\*\*@/);
    expect((await h.control.marketing(account.uuid)).changedBy).toBe('one-click');

    const again = await oneClick(url);
    expect(again.status).toBe(200);
    expect(h.data(endpoints.emsUnsubscribe, await again.json())).toEqual(consent);
    await expect(h.control.sendMarketingMail(account.uuid)).rejects.toThrow(/409/);
  });

  it('a GET on the address changes nothing (mail scanners follow links): it sends a person to the page that asks', async () => {
    const { account, marketing } = await mailedAccount('en-US');
    const visit = await fetch(marketing.oneClickUrl, { redirect: 'manual' });
    expect(visit.status).toBe(303);
    expect(visit.headers.get('location')).toBe(`${TEST_SITE_ORIGIN}/en-US/user/unsubscribe?off_num=${marketing.offNum}`);
    expect((await h.control.marketing(account.uuid)).subscribed).toBe(true);
    const forged = await fetch(`${h.origin}/ems/api/v1/unsubcribe?off_num=x`, { redirect: 'manual' });
    expect(forged.headers.get('location')).toBe(`${TEST_SITE_ORIGIN}/zh-TW/user/unsubscribe?off_num=x`);
  });

  it('the page press (no body) unsubscribes; subscribing again gives a new token and retires the old one', async () => {
    const { account, marketing } = await mailedAccount();
    const pressed = await h.call(`/ems/api/v1/unsubcribe?off_num=${marketing.offNum}`, { method: 'POST' });
    expect(h.data(endpoints.emsUnsubscribe, pressed.json)).toMatchObject({ subscribed: false, offNum: marketing.offNum });
    expect((await h.control.marketing(account.uuid)).changedBy).toBe('page');

    const back = h.data(endpoints.emsSubscribe, (await h.call(`/ems/api/v1/subscribe?off_num=${marketing.offNum}`, { method: 'POST' })).json);
    expect(back.subscribed).toBe(true);
    expect(back.offNum).not.toBe(marketing.offNum);
    // An old mail's link can no longer undo the new consent.
    expectError(await h.call(`/ems/api/v1/unsubcribe?off_num=${marketing.offNum}`, { method: 'POST' }), 404, 'OffNumInvalid');
    expect(h.data(endpoints.emsUnsubscribe, (await h.call(`/ems/api/v1/unsubcribe?off_num=${back.offNum}`, { method: 'POST' })).json).subscribed).toBe(false);
  });

  it('refuses a forged or malformed token', async () => {
    const { marketing } = await mailedAccount();
    const [id, version] = marketing.offNum.split('-');
    expectError(await h.call(`/ems/api/v1/unsubcribe?off_num=${id}-${version}-${'0'.repeat(32)}`, { method: 'POST' }), 404, 'OffNumInvalid');
    expectError(await h.call(`/ems/api/v1/unsubcribe?off_num=${'1'.repeat(16)}-1-${'0'.repeat(32)}`, { method: 'POST' }), 404, 'OffNumInvalid');
    expectError(await h.call('/ems/api/v1/unsubcribe?off_num=12345', { method: 'POST' }), 400, 'ValidationFailed');
  });
});
