// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { $adTracking, $affiliateCode, captureAdParams } from '../../../../src/lib/attribution/ad-tracking.ts';

const PAGE = 'https://skyline.test/zh-TW/order/place';
const XSS = encodeURIComponent('"><img src=x onerror=alert(1)>');

beforeEach(() => {
  localStorage.clear();
  $adTracking.set({});
  $affiliateCode.set(null);
});

describe('ad parameters on arrival', () => {
  it('stores none that is not its format', () => {
    captureAdParams(new URL(`${PAGE}?utm_source=${XSS}&gclid=${XSS}&utm_campaign=${XSS}&adid=${XSS}&utm_medium=${XSS}&aff=${XSS}`));
    expect($adTracking.get()).toEqual({});
    expect(localStorage.getItem('skyline:ad-tracking')).not.toContain('onerror');
    expect($affiliateCode.get()).toBeNull();
  });

  it('stores the well-formed ones beside the dropped ones', () => {
    captureAdParams(new URL(`${PAGE}?utm_source=google&gclid=${XSS}&ttclid=E.C.P.1&utm_medium=cpc`));
    expect($adTracking.get()).toEqual({ adPlatform: 'google', adClickId: 'E.C.P.1', adClickIdParam: 'ttclid', utmMedium: 'cpc' });
  });

  it('does not read back a stored value someone edited out of its format', () => {
    localStorage.setItem('skyline:ad-tracking', JSON.stringify({ adPlatform: '"><img src=x onerror=alert(1)>' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'skyline:ad-tracking', newValue: localStorage.getItem('skyline:ad-tracking') }));
    expect($adTracking.get().adPlatform).toBeUndefined();
  });
});
