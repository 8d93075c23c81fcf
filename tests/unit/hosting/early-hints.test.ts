/**
 * Which addresses carry a page's scripts ahead of it (hosting/early-hints.ts) and which
 * pages have them (those that hydrate an island as they load).
 */
import { describe, expect, it } from 'vitest';
import { earlyHints, LINK_MAX_CHARS, preloadLinks } from '../../../hosting/early-hints.ts';
import { hydratesOnLoad } from '../../../hosting/upfront-assets.ts';

const rewrites = [
  { from: '/zh-TW/user/service/:serviceId/invoice', to: '/zh-TW/user/service/_/invoice' },
  { from: '/zh-TW/user/service/:serviceId', to: '/zh-TW/user/service/_' },
  { from: '/user/account', to: '/' },
];

describe('early hints', () => {
  it('name a page served for a run-time id at the rewrite\'s pattern, any other page at its own path', () => {
    const hints = earlyHints(
      [
        { page: '/zh-TW/user/service/_', scripts: ['/_astro/ServicePanel.a.js', '/_astro/react-dom.b.js'] },
        { page: '/zh-TW/user/account', scripts: ['/_astro/AccountPanel.c.js'] },
      ],
      rewrites,
    );
    expect(hints).toEqual([
      { page: '/zh-TW/user/account', addresses: ['/zh-TW/user/account'], link: '</_astro/AccountPanel.c.js>; rel=modulepreload' },
      { page: '/zh-TW/user/service/_', addresses: ['/zh-TW/user/service/:serviceId'], link: '</_astro/ServicePanel.a.js>; rel=modulepreload, </_astro/react-dom.b.js>; rel=modulepreload' },
    ]);
  });

  it('name as many scripts as fit in a line Cloudflare keeps, the first ones', () => {
    const scripts = Array.from({ length: 60 }, (_, index) => `/_astro/SomeIslandPart${index}.Dw3xK9aQ.js`);
    const link = preloadLinks(scripts);
    expect(link.length).toBeLessThanOrEqual(LINK_MAX_CHARS);
    expect(`  Link: ${link}`.length).toBeLessThan(2000);
    expect(link).toMatch(/^<\/_astro\/SomeIslandPart0\.Dw3xK9aQ\.js>; rel=modulepreload, <\/_astro\/SomeIslandPart1\./);
    expect(link).not.toContain('Part59.');
    expect(link.endsWith('; rel=modulepreload')).toBe(true);
  });

  it('are none for a page without scripts', () => {
    expect(earlyHints([{ page: '/zh-TW/help', scripts: [] }], rewrites)).toEqual([]);
    expect(preloadLinks([])).toBe('');
  });

  it('are for pages that hydrate an island as they load, not one that waits for a touch or has none', () => {
    expect(hydratesOnLoad('<astro-island uid="a" client="load" component-url="/_astro/a.js">')).toBe(true);
    expect(hydratesOnLoad('<astro-island uid="a" client="interaction" component-url="/_astro/a.js">')).toBe(false);
    expect(hydratesOnLoad('<main><h1>Help</h1></main>')).toBe(false);
  });
});
