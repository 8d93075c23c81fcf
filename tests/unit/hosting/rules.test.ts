import { describe, expect, it } from 'vitest';
import { applyRedirects, encodePath, headersFor, normaliseRequestPath, parseHeaders, parseRedirects } from '../../../hosting/rules.ts';
import { siteModel } from '../../../hosting/site-model.ts';
import { cloudflareHeaders, cloudflareRedirects } from '../../../hosting/targets/cloudflare.ts';

const model = siteModel({ helpDeskOrigin: 'https://skyline.zendesk.com/anything' });
const redirects = parseRedirects(cloudflareRedirects(model));

describe('rewrite rules for run-time ids', () => {
  it('serves every service id from the one prebuilt service page', () => {
    expect(applyRedirects(redirects, '/zh-CN/user/service/42')).toEqual({ to: '/zh-CN/user/service/_', status: 200 });
    expect(applyRedirects(redirects, '/en-US/user/service/42/invoice')).toEqual({ to: '/en-US/user/service/_/invoice', status: 200 });
    expect(applyRedirects(redirects, '/zh-TW/user/invoice/9001')).toEqual({ to: '/zh-TW/user/invoice/_', status: 200 });
  });

  it('leaves any other path to the host\'s not-found page (no rule: Cloudflare knows no 404 status in _redirects)', () => {
    expect(applyRedirects(redirects, '/en-US/nowhere/at/all')).toBeNull();
    expect(redirects.every((rule) => rule.status === 200)).toBe(true);
  });
});

describe('pages named without a language', () => {
  it('are served by the language picker page with status 200, run-time ids included (PayPal returns to /order/pay)', () => {
    expect(applyRedirects(redirects, '/order/pay')).toEqual({ to: '/', status: 200 });
    expect(applyRedirects(redirects, '/user/account')).toEqual({ to: '/', status: 200 });
    expect(applyRedirects(redirects, '/user/service/12/invoice')).toEqual({ to: '/', status: 200 });
    expect(applyRedirects(redirects, '/win/ticket/')).toEqual({ to: '/', status: 200 });
  });

  it('leave paths that name no page to the not-found page', () => {
    expect(applyRedirects(redirects, '/order/nowhere')).toBeNull();
    expect(applyRedirects(redirects, '/help/article/3')).toBeNull();
    expect(applyRedirects(redirects, '/zh-TW/order/nowhere')).toBeNull();
  });
});

describe('the host-wide headers', () => {
  const blocks = parseHeaders(cloudflareHeaders(model));

  it('give every page no framing, nosniff, HSTS and no referrer, and a policy header that allows or blocks no resource', () => {
    const headers = headersFor(blocks, '/zh-TW/order/place');
    expect(headers.get('content-security-policy')).toBe(`frame-ancestors 'none'; report-uri /api/report; report-to csp`);
    expect(headers.get('reporting-endpoints')).toBe('csp="/api/report"');
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    expect(headers.get('referrer-policy')).toBe('no-referrer');
    // The card pages get the same headers: their policy is in their HTML.
    expect(headersFor(blocks, '/en-US/order/pay')).toEqual(headers);
  });

  it('keeps document-only headers off scripts and stylesheets, which are immutable and keep nosniff, HSTS and no referrer', () => {
    const asset = headersFor(blocks, '/_astro/page.abc.js');
    expect(asset.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.has('content-security-policy')).toBe(false);
    expect(asset.has('x-frame-options')).toBe(false);
    expect(asset.has('permissions-policy')).toBe(false);
    expect(asset.get('x-content-type-options')).toBe('nosniff');
    expect(asset.get('referrer-policy')).toBe('no-referrer');
    expect(asset.get('strict-transport-security')).toMatch(/max-age=\d+/);
  });

  it('asks for the service worker again on every check, and leaves pages to the host default', () => {
    expect(headersFor(blocks, '/sw.js').get('cache-control')).toBe('no-cache');
    expect(headersFor(blocks, '/zh-TW/help').has('cache-control')).toBe(false);
  });

  it('reads a detached header (`! Name`) as taking it off a path an earlier block gave it to', () => {
    const detached = parseHeaders('/*\n  X-Test: 1\n  X-Keep: 2\n/static/*\n  ! X-Test\n');
    expect(Object.fromEntries(headersFor(detached, '/static/a.js'))).toEqual({ 'x-keep': '2' });
    expect(Object.fromEntries(headersFor(detached, '/page'))).toEqual({ 'x-test': '1', 'x-keep': '2' });
  });
});

describe('the path a request names', () => {
  it('is decoded once, with its dot segments resolved and never above the root', () => {
    expect(normaliseRequestPath('/api/v2/../../__sandbox/api/accounts')).toEqual({ path: '/__sandbox/api/accounts' });
    expect(normaliseRequestPath('/api/v2/%2e%2e/%2E%2E/__sandbox?x=1')).toEqual({ path: '/__sandbox' });
    expect(normaliseRequestPath('/../../../etc/passwd')).toEqual({ path: '/etc/passwd' });
    expect(normaliseRequestPath('/zh-TW/order/./pay/')).toEqual({ path: '/zh-TW/order/pay/' });
    expect(normaliseRequestPath('/api/v2/x/..')).toEqual({ path: '/api/v2/' });
    expect(normaliseRequestPath('/%E4%B8%AD')).toEqual({ path: '/中' });
  });

  it('refuses encoded slashes, backslashes, control characters and broken encodings', () => {
    for (const target of ['/api/v2/..%2F..%2F__sandbox', '/api/v2/..%2f__sandbox', '/api/v2/..%5C__sandbox', '/api/v2/..\\__sandbox', '/a%00b', '/a%0Ab', '/%E0%A4%A', 'http://evil/']) {
      expect(normaliseRequestPath(target), target).toMatchObject({ status: 400 });
    }
  });

  it('is written back with each segment encoded, so a decoded %2e%2e stays a name', () => {
    expect(encodePath('/api/v2/%2e%2e/x')).toBe('/api/v2/%252e%252e/x');
    expect(encodePath('/api/v2/requests.json')).toBe('/api/v2/requests.json');
  });
});

describe('the help desk on the site\'s own origin (spec section 7)', () => {
  it('is not in _redirects: Cloudflare cannot proxy to another origin, the Worker forwards it', () => {
    expect(redirects.some((rule) => rule.from.startsWith('/api/'))).toBe(false);
  });
});
