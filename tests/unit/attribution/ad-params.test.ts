import { describe, expect, it } from 'vitest';
import { AD_PARAM_FORMATS, CLICK_ID_PARAMS, isAdParam, isClickId, readAdCookies, readAdParams, type AdParamKind } from '../../../src/lib/attribution/ad-params.ts';

/** What hostile links put where an ad parameter goes. */
const HOSTILE = ['"><img src=x onerror=alert(1)>', "x' onmouseover='alert(1)", 'a;b=c', 'a&b', '<script>', 'a'.repeat(10_000), '', ' cpc'];

/** Real values each kind takes, as the platforms write them. */
const GENUINE: Record<AdParamKind, string[]> = {
  affiliateCode: ['friend_42', 'AbC-9'],
  adPlatform: ['google', 'facebook', 'tiktok', 'bing.ads', 'x_com'],
  adClickId: ['Cj0KCQiA-uu7BhC5ARIsAPvq9hXZ_t3Sd0', 'IwAR2F4-Nk1Y0wq', '2e0c1f1b6d9a4c0f8e3e1c4f7a2b9d0c', '1234567890'],
  campaignId: ['21837465', 'spring_sale-2026', 'spring sale 2026', '春季促銷', 'brand|hk:tw'],
  adId: ['123456789', 'ad-7_b.2'],
  utmMedium: ['cpc', 'email', 'paid_social'],
  cookieId: ['fb.1.1596403881668.1116446470', 'GCL.1700000000.Cj0KCQiA', '01HZX3-abc~d'],
};

describe('ad parameter formats', () => {
  it('accepts what each platform writes', () => {
    for (const [kind, values] of Object.entries(GENUINE) as [AdParamKind, string[]][]) {
      for (const value of values) expect(isAdParam(kind, value), `${kind}: ${value}`).toBe(true);
    }
  });

  it('refuses markup, quotes, separators, blanks and floods for every kind', () => {
    for (const kind of Object.keys(AD_PARAM_FORMATS) as AdParamKind[]) {
      for (const value of HOSTILE) expect(isAdParam(kind, value), `${kind}: ${value.slice(0, 40)}`).toBe(false);
    }
  });
});

describe('readAdParams', () => {
  it('keeps each parameter that has its format, and names the click id’s platform', () => {
    const arrival = readAdParams(new URLSearchParams('aff=friend_42&utm_source=google&gclid=Cj0KCQ_x&utm_campaign=spring+sale&adid=77&utm_medium=cpc'));
    expect(arrival).toEqual({
      affiliateCode: 'friend_42',
      tracking: { adPlatform: 'google', adClickId: 'Cj0KCQ_x', adClickIdParam: 'gclid', campaignId: 'spring sale', adId: '77', utmMedium: 'cpc' },
    });
  });

  it('reads the click ids of many platforms', () => {
    expect(readAdParams(new URLSearchParams('msclkid=2e0c1f1b6d9a4c0f')).tracking).toEqual({ adClickId: '2e0c1f1b6d9a4c0f', adClickIdParam: 'msclkid' });
    expect(readAdParams(new URLSearchParams('ttclid=E.C.P.abc')).tracking).toEqual({ adClickId: 'E.C.P.abc', adClickIdParam: 'ttclid' });
    expect(readAdParams(new URLSearchParams('fbclid=IwAR2F4')).tracking).toEqual({ adClickId: 'IwAR2F4', adClickIdParam: 'fbclid' });
  });

  it('drops every value that is not its format, and reads the next parameter that may carry it', () => {
    const hostile = encodeURIComponent('"><img src=x onerror=alert(1)>');
    const arrival = readAdParams(new URLSearchParams(`aff=${hostile}&utm_source=${hostile}&platform=android&gclid=${hostile}&fbclid=IwAR&campaignid=${hostile}&adid=${hostile}&utm_medium=${hostile}`));
    expect(arrival).toEqual({ affiliateCode: null, tracking: { adPlatform: 'android', adClickId: 'IwAR', adClickIdParam: 'fbclid' } });
  });

  it('keeps nothing from an arrival without ad parameters', () => {
    expect(readAdParams(new URLSearchParams('invoice=12&lang=en'))).toEqual({ affiliateCode: null, tracking: {} });
  });
});

describe('each platform’s click id', () => {
  it('knows about 30 platforms’ click ids, each with its own format and length cap', () => {
    expect(CLICK_ID_PARAMS.length).toBeGreaterThanOrEqual(30);
    for (const param of CLICK_ID_PARAMS) {
      expect(isClickId(param, 'a'.repeat(257)), param).toBe(false);
      expect(isClickId(param, '"><script>'), param).toBe(false);
    }
  });

  it.each([
    ['gclid', 'Cj0KCQiA-uu7BhC5ARIsAPvq9hXZ_t3Sd0', true],
    ['msclkid', '2e0c1f1b6d9a4c0f8e3e1c4f7a2b9d0c', true],
    ['msclkid', 'abc.def', false],
    ['yclid', '5217346574353', true],
    ['yclid', 'abc', false],
    ['bd_vid', '11483498347291', true],
    ['ef_id', 'EAIaIQobChMI:G:s', true],
    ['s_kwcid', 'AL!1234!3!567!e!!g!!vpn', true],
    ['awc', '1234_1700000000_abc123def', true],
    ['awc', 'abc', false],
    ['gclid', 'a'.repeat(200), true],
    ['gclid', 'a'.repeat(201), false],
  ] as const)('%s %s → %s', (param, value, expected) => {
    expect(isClickId(param, value)).toBe(expected);
  });

  it('reads a click id by its own format: a malformed one is dropped and the next platform’s read', () => {
    expect(readAdParams(new URLSearchParams('yclid=abc&bd_vid=114834')).tracking).toEqual({ adClickId: '114834', adClickIdParam: 'bd_vid' });
  });
});

describe('readAdCookies', () => {
  it('keeps ad platforms’ cookie ids in their formats and nothing else', () => {
    const cookies = '_fbp=fb.1.1596403881668.1116446470; theme=dark; _gcl_aw=GCL.1700000000.Cj0KCQiA; _ttp=<script>; _uetmsclkid=_uet0123456789abcdef0123456789abcdef';
    expect(readAdCookies(cookies)).toEqual({
      _fbp: 'fb.1.1596403881668.1116446470',
      _gcl_aw: 'GCL.1700000000.Cj0KCQiA',
      _uetmsclkid: '_uet0123456789abcdef0123456789abcdef',
    });
  });

  it('keeps none of a malformed or empty cookie string', () => {
    expect(readAdCookies('')).toEqual({});
    expect(readAdCookies('_fbp=fb.1.x.y; _gcl_au=1.1.1.abc; __proto__=1')).toEqual({});
  });
});
