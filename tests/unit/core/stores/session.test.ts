// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { $credentials, $selectedService, clearCredentials, confirmCredentials, storeCredentials } from '../../../../src/lib/core/stores/session.ts';
import { $humanCheckAt, markFirstVisit, $firstVisitAt } from '../../../../src/lib/core/stores/visitor.ts';
import { $affiliateCode, $adTracking, captureAdParams } from '../../../../src/lib/attribution/ad-tracking.ts';
import { decodeJson } from '../../../../src/lib/core/stores/persist.ts';
import { LoginPair } from '../../../../src/lib/core/contract/common.ts';

const pair = { uuid: 'u-5e1d9a77', hmac: 'b'.repeat(64) };

beforeEach(() => {
  clearCredentials();
  localStorage.clear();
});

describe('$credentials', () => {
  it('stores a login pair, reads it back, and reports it was kept', () => {
    expect(storeCredentials(pair)).toBe(true);
    expect($credentials.get()).toEqual(pair);
    expect(JSON.parse(localStorage.getItem('skyline:credentials') ?? 'null')).toEqual(pair);
  });

  it('a different account’s link drops the previous selection', () => {
    storeCredentials(pair);
    $selectedService.set({ id: 3, relid: 30, status: 'Active' });
    storeCredentials({ uuid: 'u-other-01', hmac: 'c'.repeat(64) });
    expect($selectedService.get()).toBeNull();
  });

  it('clearing (HmacCheckFailed) forgets the login, the selection and the service page’s kept copy', () => {
    storeCredentials(pair);
    $selectedService.set({ id: 3, relid: 30, status: 'Active' });
    localStorage.setItem('skyline:kept-services', '{"owner":"x"}');
    clearCredentials();
    expect($credentials.get()).toBeNull();
    expect($selectedService.get()).toBeNull();
    expect(localStorage.getItem('skyline:kept-services')).toBeNull();
  });

  it('another account’s link forgets the kept copy too', () => {
    storeCredentials(pair);
    localStorage.setItem('skyline:kept-services', '{"owner":"x"}');
    storeCredentials({ uuid: 'u-other-01', hmac: 'c'.repeat(64) });
    expect(localStorage.getItem('skyline:kept-services')).toBeNull();
  });

  it('the same account’s new signature (a reset) drops the service’s stored keys, which a reset may have changed', () => {
    storeCredentials(pair);
    $selectedService.set({ id: 3, relid: 30, status: 'Active', hmac: 'd'.repeat(64), seed: 's', token: 't' });
    storeCredentials({ uuid: pair.uuid, hmac: 'e'.repeat(64) });
    expect($selectedService.get()).toBeNull();
  });
});

describe('a login link that arrived, before the provider has answered for it (issue 23 item 2)', () => {
  const arriving = { uuid: 'u-arrived-02', hmac: 'c'.repeat(64) };

  it('refused, it gives back the login it replaced', () => {
    storeCredentials(pair);
    expect(storeCredentials(arriving, { checked: false })).toBe(true);
    expect($credentials.get()).toEqual(arriving);
    expect(clearCredentials()).toBe('restored');
    expect($credentials.get()).toEqual(pair);
    // Given back once: refused again, that login goes as any refused login does.
    expect(clearCredentials()).toBe('cleared');
    expect($credentials.get()).toBeNull();
  });

  it('two arrivals before any answer give back the login the browser had checked, not the first arrival', () => {
    storeCredentials(pair);
    storeCredentials(arriving, { checked: false });
    storeCredentials({ uuid: 'u-arrived-03', hmac: 'd'.repeat(64) }, { checked: false });
    expect(clearCredentials()).toBe('restored');
    expect($credentials.get()).toEqual(pair);
  });

  it('accepted, the login it replaced is let go: a later refusal leaves none', () => {
    storeCredentials(pair);
    storeCredentials(arriving, { checked: false });
    confirmCredentials(arriving);
    expect(localStorage.getItem('skyline:replaced-login')).toBe('null');
    expect(clearCredentials()).toBe('cleared');
    expect($credentials.get()).toBeNull();
  });

  it('a login stored after a check (a pasted link, a reset) keeps nothing aside', () => {
    storeCredentials(pair);
    storeCredentials(arriving, { checked: false });
    storeCredentials({ uuid: pair.uuid, hmac: 'e'.repeat(64) });
    expect(clearCredentials()).toBe('cleared');
  });

  it('the same link again keeps nothing aside, and with no login before there is nothing to give back', () => {
    storeCredentials(pair, { checked: false });
    storeCredentials(pair, { checked: false });
    expect(clearCredentials()).toBe('cleared');
    expect($credentials.get()).toBeNull();
  });
});

describe('decodeJson', () => {
  it('falls back on a hand-edited or corrupted stored value', () => {
    expect(decodeJson(LoginPair, '{"uuid":"<b>","hmac":1}', null)).toBeNull();
    expect(decodeJson(LoginPair, 'not json', null)).toBeNull();
    expect(decodeJson(LoginPair, JSON.stringify(pair), null)).toEqual(pair);
  });
});

describe('visitor values and their cookie lifetimes', () => {
  it('keeps the human check in a 1-day cookie', () => {
    $humanCheckAt.set(1_800_000_000_000);
    expect(document.cookie).toContain('skyline_verified_at=1800000000000');
  });

  it('marks the first visit once', () => {
    $firstVisitAt.set(null);
    markFirstVisit(100);
    markFirstVisit(200);
    expect($firstVisitAt.get()).toBe(100);
  });

  it('reads the affiliate code and ad parameters on arrival, ignoring junk', () => {
    captureAdParams(new URL('https://skyline.test/zh-TW/order/place?aff=friend_42&utm_source=ads&gclid=abc&utm_medium=cpc'));
    expect($affiliateCode.get()).toBe('friend_42');
    expect($adTracking.get()).toMatchObject({ adPlatform: 'ads', adClickId: 'abc', utmMedium: 'cpc' });
    captureAdParams(new URL('https://skyline.test/zh-TW/order/place?aff=%3Cscript%3E'));
    expect($affiliateCode.get()).toBe('friend_42');
  });
});
