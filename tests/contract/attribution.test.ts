/** Attribution over real HTTP: fingerprint uploads, ad reports, promo checks, the code on an order (ADR 0037). */
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../src/lib/core/contract/index.ts';
import { AttributionView } from '../../sandbox/core/control/attribution.ts';
import { newKey, order, pair } from './buying.ts';
import { errorOf, useHarness } from './harness.ts';

const h = useHarness({ seedDemo: false });
const records = async () => AttributionView.parse((await h.call('/__sandbox/api/attribution')).json);
const FINGERPRINT = 'web-0f8fad5b-d9cb-469f-a165-70867728950e';

describe('POST /au/api/v1/fingerprint/upload', () => {
  it('records a click tied to a fingerprint once, however often it is sent', async () => {
    const body = { platform: 'google', adid: 'Cj0KCQiA-uu7BhC5', fingerprint: FINGERPRINT };
    for (let i = 0; i < 2; i++) {
      const { status, json } = await h.call('/au/api/v1/fingerprint/upload', { method: 'POST', body });
      expect(status).toBe(200);
      expect(h.data(endpoints.fingerprintUpload, json)).toEqual({ recorded: true });
    }
    const mine = (await records()).fingerprints.filter((row) => row.fingerprint === FINGERPRINT);
    expect(mine).toMatchObject([{ platform: 'google', adid: 'Cj0KCQiA-uu7BhC5' }]);
  });

  it('refuses values outside the allow-list, naming the field', async () => {
    const { status, json } = await h.call('/au/api/v1/fingerprint/upload', {
      method: 'POST',
      body: { platform: '"><script>', adid: 'x'.repeat(300), fingerprint: FINGERPRINT },
    });
    expect(status).toBe(400);
    expect(errorOf(json)).toMatchObject({ error: 'ValidationFailed' });
    expect(errorOf(json).fields).toEqual(expect.arrayContaining(['platform', 'adid']));
  });
});

describe('POST /au/api/v1/au/ads', () => {
  const report = (login: { uuid: string; hmac: string }) => ({
    ...pair(login),
    fingerprint: FINGERPRINT,
    platform: 'tiktok',
    auadid: 'E.C.P.v3',
    clickIdParam: 'ttclid',
    campaignid: '21837465',
    adid: 'ad-7',
    utmMedium: 'cpc',
    cookieIds: { _ttp: 'abc123' },
    verifiedAt: new Date().toISOString(),
    aff: 'SKYFRIEND',
    traffics: [
      { nature: true, at: '2026-11-20T08:00:00.000Z' },
      { platform: 'tiktok', at: '2026-11-21T08:00:00.000Z' },
      { aff: 'SKYFRIEND', at: '2026-11-21T08:00:00.000Z' },
    ],
    event: 'order',
  });

  it('stores the account’s report, without its login', async () => {
    const buyer = await h.createAccount({});
    const { status, json } = await h.call('/au/api/v1/au/ads', { method: 'POST', body: report(buyer) });
    expect(status).toBe(200);
    expect(h.data(endpoints.auAds, json)).toEqual({ recorded: true });
    const stored = (await records()).adReports.find((row) => row.userUuid === buyer.uuid);
    expect(stored).toMatchObject({ event: 'order', platform: 'tiktok', auadid: 'E.C.P.v3', aff: 'SKYFRIEND', fingerprint: FINGERPRINT });
    expect(stored?.report).toMatchObject({ campaignid: '21837465', utmMedium: 'cpc', cookieIds: { _ttp: 'abc123' } });
    expect(stored?.report).not.toHaveProperty('hmac');
    expect(stored?.report).not.toHaveProperty('uuid');
  });

  it('answers 401 HmacCheckFailed to a wrong signature and stores nothing', async () => {
    const buyer = await h.createAccount({});
    const { status, json } = await h.call('/au/api/v1/au/ads', { method: 'POST', body: { ...report(buyer), hmac: 'ab'.repeat(32) } });
    expect(status).toBe(401);
    expect(errorOf(json).error).toBe('HmacCheckFailed');
    expect((await records()).adReports.some((row) => row.userUuid === buyer.uuid)).toBe(false);
  });

  it('refuses a malformed click id, a traffic of no kind and more than 10 traffics', async () => {
    const buyer = await h.createAccount({});
    for (const bad of [
      { auadid: '<img src=x>' },
      { traffics: [{ at: '2026-11-21T08:00:00.000Z' }] },
      { traffics: Array.from({ length: 11 }, () => ({ nature: true, at: '2026-11-21T08:00:00.000Z' })) },
    ]) {
      const { status, json } = await h.call('/au/api/v1/au/ads', { method: 'POST', body: { ...report(buyer), ...bad } });
      expect(status, JSON.stringify(bad)).toBe(400);
      expect(errorOf(json).error).toBe('ValidationFailed');
    }
  });
});

describe('GET /au/api/v1/promo/check', () => {
  it('names a known affiliate code, a live coupon, and anything else unknown', async () => {
    const check = async (code: string) => h.data(endpoints.promoCheck, (await h.call(`/au/api/v1/promo/check?code=${encodeURIComponent(code)}`)).json);
    expect(await check('SKYFRIEND')).toEqual({ code: 'SKYFRIEND', kind: 'affiliate' });
    expect(await check('SKY15')).toEqual({ code: 'SKY15', kind: 'coupon' });
    expect(await check('EXPIRED5')).toEqual({ code: 'EXPIRED5', kind: 'unknown' });
    expect(await check('nobody_here')).toEqual({ code: 'nobody_here', kind: 'unknown' });
  });

  it('refuses an empty code', async () => {
    const { status } = await h.call('/au/api/v1/promo/check?code=');
    expect(status).toBe(400);
  });
});

describe('POST /au/api/v1/au/order with an affiliate code', () => {
  it('keeps the code on the order, once, and says whether the provider knew it', async () => {
    const buyer = await h.createAccount({});
    const requestKey = newKey();
    const placed = await order(h, { ...pair(buyer), aff: 'SKYFRIEND', requestKey });
    // The same order again (a repeat after a lost answer) is the same order, with the same code.
    await order(h, { ...pair(buyer), aff: 'SKYFRIEND', requestKey });
    const other = await order(h, { ...pair(buyer), aff: 'made_up_code' });
    const rows = (await records()).orderAffiliates.filter((row) => row.userUuid === buyer.uuid);
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ orderId: placed.orderId, invoiceId: placed.invoiceId, aff: 'SKYFRIEND', known: true }),
        expect.objectContaining({ orderId: other.orderId, aff: 'made_up_code', known: false }),
      ]),
    );
    expect(rows).toHaveLength(2);
  });

  it('refuses a malformed affiliate code', async () => {
    const buyer = await h.createAccount({});
    const { status, json } = await h.call('/au/api/v1/au/order', {
      method: 'POST',
      body: { pid: 1, cycle: 'Monthly', paymentMethod: 'alipay', device: 'pc', requestKey: newKey(), ...pair(buyer), aff: 'a"b' },
    });
    expect(status).toBe(400);
    expect(errorOf(json)).toMatchObject({ error: 'ValidationFailed', fields: ['aff'] });
  });
});

describe('the attribution control page', () => {
  it('shows what arrived as text, never as markup', async () => {
    const buyer = await h.createAccount({});
    await order(h, { ...pair(buyer), aff: 'page_code' });
    await h.call('/au/api/v1/au/ads', { method: 'POST', body: { ...pair(buyer), fingerprint: FINGERPRINT, campaignid: 'spring|hk', traffics: [], event: 'account' } });
    const response = await fetch(`${h.origin}/__sandbox/attribution`);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('page_code');
    // The whole report is JSON shown as text: its quotes are escaped.
    expect(html).toContain('&quot;campaignid&quot;:&quot;spring|hk&quot;');
    expect(html).not.toContain('"campaignid"');
  });
});
