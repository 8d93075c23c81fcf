import { describe, expect, it } from 'vitest';
import { isAttributionPage } from '../../../src/lib/attribution/pages.ts';
import { adsReport, clickUpload, isTraffic, MAX_TRAFFICS, newInstallId, recordTraffics, resendWait, trafficsOf, INSTALL_ID_FORMAT, type Traffic } from '../../../src/lib/attribution/rules.ts';
import { readAdParams } from '../../../src/lib/attribution/ad-params.ts';

const T0 = Date.UTC(2026, 10, 20, 8);
const HOUR = 3_600_000;
/** A TikTok ad click with a friend's invite code, as the ad's link carries them. */
const TIKTOK_WITH_INVITE = readAdParams(new URLSearchParams('ttclid=E.C.P.v3&campaignid=21837465&adid=ad-7&utm_medium=cpc&aff=SKYFRIEND'));

describe('trafficsOf', () => {
  it('counts an ad click by its platform and an invite by its code', () => {
    expect(trafficsOf(TIKTOK_WITH_INVITE, T0)).toEqual([
      { platform: 'tiktok', at: T0 },
      { aff: 'SKYFRIEND', at: T0 },
    ]);
  });

  it('prefers the platform the link names to the click id’s', () => {
    expect(trafficsOf(readAdParams(new URLSearchParams('utm_source=bing.ads&msclkid=abc')), T0)).toEqual([{ platform: 'bing.ads', at: T0 }]);
  });

  it('counts nothing for a plain visit', () => {
    expect(trafficsOf(readAdParams(new URLSearchParams('')), T0)).toEqual([]);
  });
});

describe('recordTraffics', () => {
  it('counts a first plain visit as nature, and later plain visits not at all', () => {
    const first = recordTraffics([], [], T0);
    expect(first).toEqual([{ nature: true, at: T0 }]);
    expect(recordTraffics(first, [], T0 + HOUR)).toEqual(first);
  });

  it('counts the same source twice in a row once (a reload), and again after another', () => {
    const google: Traffic = { platform: 'google', at: T0 };
    const kept = recordTraffics([google], [{ platform: 'google', at: T0 + HOUR }], T0 + HOUR);
    expect(kept).toEqual([google]);
    const later = recordTraffics(recordTraffics(kept, [{ aff: 'friend_42', at: T0 + 2 * HOUR }], T0 + 2 * HOUR), [{ platform: 'google', at: T0 + 3 * HOUR }], T0 + 3 * HOUR);
    expect(later).toHaveLength(3);
  });

  it('keeps only the last arrivals', () => {
    let kept: Traffic[] = [];
    for (let i = 0; i < 25; i++) kept = recordTraffics(kept, [{ platform: i % 2 ? 'google' : 'tiktok', at: T0 + i }], T0 + i);
    expect(kept).toHaveLength(MAX_TRAFFICS);
    expect(kept.at(-1)).toEqual({ platform: 'tiktok', at: T0 + 24 });
  });
});

describe('adsReport', () => {
  it('sends every kept value under the provider’s names, the click id as auadid', () => {
    const report = adsReport({
      fingerprint: 'web-0f8fad5b-d9cb-469f-a165-70867728950e',
      tracking: { ...TIKTOK_WITH_INVITE.tracking, adPlatformCookieIds: { _ttp: 'abc' } },
      affiliateCode: 'SKYFRIEND',
      traffics: [{ platform: 'tiktok', at: T0 }],
      verifiedAt: T0 - 5_000,
    });
    expect(report).toEqual({
      fingerprint: 'web-0f8fad5b-d9cb-469f-a165-70867728950e',
      platform: 'tiktok',
      campaignid: '21837465',
      adid: 'ad-7',
      auadid: 'E.C.P.v3',
      clickIdParam: 'ttclid',
      utmMedium: 'cpc',
      cookieIds: { _ttp: 'abc' },
      verifiedAt: '2026-11-20T07:59:55.000Z',
      aff: 'SKYFRIEND',
      traffics: [{ platform: 'tiktok', at: '2026-11-20T08:00:00.000Z' }],
    });
  });

  it('sends only the fingerprint and arrivals for a visitor who came by no ad', () => {
    expect(adsReport({ fingerprint: 'f'.repeat(8), tracking: {}, affiliateCode: null, traffics: [{ nature: true, at: T0 }], verifiedAt: null })).toEqual({
      fingerprint: 'f'.repeat(8),
      traffics: [{ nature: true, at: '2026-11-20T08:00:00.000Z' }],
    });
  });
});

describe('the background sends', () => {
  it('try passing trouble again twice, then stop; a refusal never', () => {
    expect([1, 2, 3].map((attempt) => resendWait('NetworkTrouble', attempt))).toEqual([2_000, 8_000, null]);
    expect(resendWait('ServerError', 1)).toBe(2_000);
    expect(resendWait('RequestError', 1)).toBeNull();
    expect(resendWait('HmacCheckFailed', 1)).toBeNull();
  });

  it('tie a click to a platform and an id, or not at all', () => {
    expect(clickUpload(TIKTOK_WITH_INVITE.tracking)).toEqual({ platform: 'tiktok', adid: 'E.C.P.v3' });
    expect(clickUpload({ adPlatform: 'google', adId: '77' })).toEqual({ platform: 'google', adid: '77' });
    expect(clickUpload({ adPlatform: 'google' })).toBeNull();
  });

  it('go only from order/place and the landing pages', () => {
    expect(isAttributionPage('orderPlace')).toBe(true);
    expect(isAttributionPage('landingAndroid')).toBe(true);
    for (const page of ['userService', 'userAccount', 'orderPay', 'orderPaying', 'win', 'winServices']) expect(isAttributionPage(page)).toBe(false);
  });
});

describe('the install id', () => {
  it('is random, not derived from the device', () => {
    const a = newInstallId();
    const b = newInstallId();
    expect(a).toMatch(INSTALL_ID_FORMAT);
    expect(a).not.toBe(b);
  });
});

describe('isTraffic', () => {
  it('takes each kind of arrival in its format, and nothing else', () => {
    expect([{ platform: 'google', at: 1 }, { aff: 'friend_42', at: 1 }, { nature: true, at: 1 }].every(isTraffic)).toBe(true);
    expect([{ platform: '<b>', at: 1 }, { aff: 'a b', at: 1 }, { nature: false, at: 1 }, { platform: 'google' }, null, 'google'].some(isTraffic)).toBe(false);
  });
});
