// @vitest-environment happy-dom
/** The attribution sends against a real sandbox: what arrives, once, and what a bad network does. */
import { beforeEach, describe, expect, it } from 'vitest';
import type { ApiResult } from '../../../src/lib/core/api/provider-client.ts';
import { promoCheck } from '../../../src/lib/core/contract/index.ts';
import { $installId, $traffics, checkAffiliateCode, reportAttribution, sendInBackground, uploadClick } from '../../../src/lib/attribution/store.ts';
import { $adTracking, $affiliateCode, captureAdParams } from '../../../src/lib/attribution/ad-tracking.ts';
import { useStoreTest } from '../../support/store-test.ts';

const store = useStoreTest();
const noWait = () => Promise.resolve();
const records = () => store.control.attribution();

beforeEach(() => {
  localStorage.clear();
  $adTracking.set({});
  $affiliateCode.set(null);
  $traffics.set([]);
  $installId.set(null);
});

describe('reportAttribution', () => {
  it('reports an order once, with the arrival’s values and this browser’s install id', async () => {
    captureAdParams(new URL('https://skyline.test/zh-TW/order/place?gclid=Cj0KCQ_report&utm_medium=cpc&aff=SKYFRIEND'));
    const account = await store.loggedInAccount();
    expect(await reportAttribution(store.client, 'order', 'order:1', noWait)).toBe(true);
    expect(await reportAttribution(store.client, 'order', 'order:1', noWait)).toBe(false);
    const mine = (await records()).adReports.filter((row) => row.userUuid === account.uuid);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ event: 'order', platform: 'google', auadid: 'Cj0KCQ_report', aff: 'SKYFRIEND', fingerprint: $installId.get() });
  });

  it('reports a buyer who came by no ad as "nature", with the ad platforms’ cookie ids this domain carries', async () => {
    document.cookie = '_fbp=fb.1.1596403881668.1116446470; path=/';
    const account = await store.loggedInAccount();
    expect(await reportAttribution(store.client, 'account', `account:${account.uuid}`, noWait)).toBe(true);
    const [row] = (await records()).adReports.filter((report) => report.userUuid === account.uuid);
    expect(row?.report).toMatchObject({ event: 'account', traffics: [{ nature: true }], cookieIds: { _fbp: 'fb.1.1596403881668.1116446470' } });
    document.cookie = '_fbp=; max-age=0; path=/';
  });

  it('sends nothing without a login', async () => {
    expect(await reportAttribution(store.client, 'account', 'account:x', noWait)).toBe(false);
  });
});

describe('uploadClick', () => {
  it('ties an ad click to the install id once', async () => {
    captureAdParams(new URL('https://skyline.test/en-US/landing-page/android-app?ttclid=E.C.P.upload'));
    expect(await uploadClick(store.client, noWait)).toBe(true);
    expect(await uploadClick(store.client, noWait)).toBe(false);
    expect((await records()).fingerprints.filter((row) => row.adid === 'E.C.P.upload')).toMatchObject([{ platform: 'tiktok', fingerprint: $installId.get() }]);
  });
});

describe('checkAffiliateCode', () => {
  it('keeps a code the provider knows and forgets one it does not', async () => {
    captureAdParams(new URL('https://skyline.test/zh-TW/order/place?aff=SKYFRIEND'));
    await checkAffiliateCode(store.client, 'SKYFRIEND');
    expect($affiliateCode.get()).toBe('SKYFRIEND');
    captureAdParams(new URL('https://skyline.test/zh-TW/order/place?aff=nobody_knows'));
    $traffics.set([{ aff: 'nobody_knows', at: Date.now() }]);
    await checkAffiliateCode(store.client, 'nobody_knows');
    expect($affiliateCode.get()).toBeNull();
    expect($traffics.get().some((traffic) => 'aff' in traffic && traffic.aff === 'nobody_knows')).toBe(false);
  });
});

describe('sendInBackground', () => {
  const failing = (error: 'NetworkTrouble' | 'RequestError') => {
    let calls = 0;
    const send = (): Promise<ApiResult<unknown>> => {
      calls++;
      return Promise.resolve({ ok: false, error });
    };
    return { send, calls: () => calls };
  };

  it('tries a lost connection three times in all, then gives up quietly', async () => {
    const waits: number[] = [];
    const { send, calls } = failing('NetworkTrouble');
    expect(await sendInBackground(send, (ms) => (waits.push(ms), Promise.resolve()))).toBe(false);
    expect(calls()).toBe(3);
    expect(waits).toEqual([2_000, 8_000]);
  });

  it('never repeats a refusal', async () => {
    const { send, calls } = failing('RequestError');
    expect(await sendInBackground(send, noWait)).toBe(false);
    expect(calls()).toBe(1);
  });

  it('stops at the first answer', async () => {
    let calls = 0;
    const arrived = await sendInBackground(() => {
      calls++;
      return store.client.call(promoCheck, { query: { code: 'SKY15' } });
    }, noWait);
    expect(arrived).toBe(true);
    expect(calls).toBe(1);
  });
});
