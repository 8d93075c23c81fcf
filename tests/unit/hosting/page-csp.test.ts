/** Each page's own Content-Security-Policy, as a meta in its HTML (docs/decisions/0049). */
import { describe, expect, it } from 'vitest';
import { inlineHashes, pagePolicy, sitePathOfFile, withPolicyMeta } from '../../../hosting/page-csp.ts';
import { LOCALES } from '../../../src/lib/core/i18n/locales.ts';

const html = '<!doctype html><html><head><meta charset="utf-8"><style>a{b:c}</style><script type="module">run()</script><script type="application/json">{"a":1}</script><script src="/x.js"></script></head></html>';
const input = { providerOrigins: ['https://api.example'] };
const directives = (csp: string) => new Map(csp.split('; ').map((part) => [part.split(' ')[0] ?? '', part] as const));

describe('a page policy', () => {
  const hashes = inlineHashes(html);

  it('hashes executable inline scripts and styles only', () => {
    expect(hashes.scripts).toHaveLength(1);
    expect(hashes.styles).toHaveLength(1);
  });

  it('is strict: nothing by default, its own inline code by hash, the provider and nothing else to connect to', () => {
    const csp = pagePolicy(html, '/zh-TW/order/place', input, LOCALES);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain(`script-src 'self' ${hashes.scripts[0]}`);
    expect(csp).toContain(`style-src 'self' ${hashes.styles[0]}`);
    expect(csp).not.toContain('unsafe-inline');
    expect(directives(csp).get('connect-src')).toBe("connect-src 'self' https://api.example");
    expect(csp).toContain("base-uri 'none'");
  });

  it('carries no directive a browser ignores in a meta element (those are in the host-wide header)', () => {
    const csp = pagePolicy(html, '/zh-TW/order/pay', input, LOCALES);
    expect(csp).not.toMatch(/frame-ancestors|report-uri|report-to|sandbox/);
  });

  it('allows every listed provider origin, once each, in their order', () => {
    const csp = pagePolicy(html, '/zh-TW/user/service/_', { providerOrigins: ['https://a.example', 'https://b.example', 'https://a.example'] }, LOCALES);
    expect(directives(csp).get('connect-src')).toBe("connect-src 'self' https://a.example https://b.example");
  });

  it('hashes only its own page, so another page\'s inline script stays blocked', () => {
    const other = '<html><head><script>other()</script></head></html>';
    expect(pagePolicy(html, '/zh-TW/help', input, LOCALES)).not.toContain(inlineHashes(other).scripts[0]);
  });
});

describe('Stripe on the pages with a card form only', () => {
  it.each(['/zh-TW/order/pay', '/zh-CN/order/pay/', '/en-US/order/pay', '/zh-TW/order/paying', '/zh-CN/user/account', '/en-US/user/account/'])('%s may load Stripe.js (both its hosts), its frames and its API', (path) => {
    const csp = directives(pagePolicy(html, path, input, LOCALES));
    expect(csp.get('script-src')).toContain('https://js.stripe.com https://*.js.stripe.com');
    expect(csp.get('frame-src')).toBe('frame-src https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com');
    expect(csp.get('connect-src')).toBe("connect-src 'self' https://api.example https://api.stripe.com");
  });

  it.each(['/zh-TW/order/place', '/zh-TW/order/payment', '/en-US/user/service/_', '/zh-TW/user/invoice/_', '/zh-CN/help', '/xx/order/pay', '/'])('%s does not', (path) => {
    const csp = pagePolicy(html, path, input, LOCALES);
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('stripe');
    expect(csp).not.toContain('frame-src');
  });

  it('changes nothing else: the same policy apart from Stripe', () => {
    const strip = (csp: string) =>
      csp
        .replace(/ https:\/\/(\*\.js|js|api|hooks)\.stripe\.com/g, '')
        .split('; ')
        .filter((part) => part !== 'frame-src')
        .join('; ');
    expect(strip(pagePolicy(html, '/zh-TW/order/pay', input, LOCALES))).toBe(pagePolicy(html, '/zh-TW/order/place', input, LOCALES));
  });
});

describe('the policy in the page', () => {
  it('goes right after the charset, before any script it governs', () => {
    const placed = withPolicyMeta(html, "default-src 'none'");
    expect(placed).toMatch(/^<!doctype html><html><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="default-src 'none'"><style>/);
  });

  it('replaces an earlier one rather than adding a second', () => {
    const twice = withPolicyMeta(withPolicyMeta(html, "default-src 'none'"), "default-src 'self'");
    expect(twice.match(/http-equiv="Content-Security-Policy"/g)).toHaveLength(1);
    expect(twice).toContain(`content="default-src 'self'"`);
  });

  it('names the path a built file answers', () => {
    expect(sitePathOfFile('zh-TW/order/pay/index.html')).toBe('/zh-TW/order/pay');
    expect(sitePathOfFile('index.html')).toBe('/');
    expect(sitePathOfFile('en-US/404.html')).toBe('/en-US/404');
  });
});
