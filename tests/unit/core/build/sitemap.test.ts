import { describe, expect, it } from 'vitest';
import { pageLinksOf, robotsWithSitemap, sitemapXml } from '../../../../src/lib/core/build/sitemap.ts';

const HEAD = (extra: string) => `<!doctype html><html><head>${extra}<link rel="canonical" href="https://s.example/en-US/help"><link rel="alternate" hreflang="zh-TW" href="https://s.example/zh-TW/help"><link rel="alternate" hreflang="x-default" href="https://s.example/help"></head><body><link rel="canonical" href="https://elsewhere.example/"></body></html>`;

describe('the site map, read from the built pages (ADR 0053)', () => {
  it("takes a page's canonical address and alternates from its head only", () => {
    expect(pageLinksOf(HEAD(''))).toEqual({
      canonical: 'https://s.example/en-US/help',
      alternates: [
        { hreflang: 'zh-TW', href: 'https://s.example/zh-TW/help' },
        { hreflang: 'x-default', href: 'https://s.example/help' },
      ],
    });
  });

  it('leaves out a page that asks not to be indexed, and one without a canonical address', () => {
    expect(pageLinksOf(HEAD('<meta name="robots" content="noindex">'))).toBeNull();
    expect(pageLinksOf('<html><head><title>404</title></head></html>')).toBeNull();
  });

  it('writes the pages in address order, escaped, with their alternates', () => {
    const xml = sitemapXml([
      { canonical: 'https://s.example/zh-TW/help?a=1&b=2', alternates: [] },
      { canonical: 'https://s.example/en-US/help', alternates: [{ hreflang: 'zh-TW', href: 'https://s.example/zh-TW/help' }] },
    ]);
    expect(xml.indexOf('/en-US/help')).toBeLessThan(xml.indexOf('/zh-TW/help?'));
    expect(xml).toContain('<loc>https://s.example/zh-TW/help?a=1&amp;b=2</loc>');
    expect(xml).toContain('<url><loc>https://s.example/en-US/help</loc><xhtml:link rel="alternate" hreflang="zh-TW" href="https://s.example/zh-TW/help"/></url>');
  });

  it('names the map in robots.txt once, however often the build runs', () => {
    const once = robotsWithSitemap('User-agent: *\nDisallow: /zh-TW/user/\n', 'https://s.example');
    expect(once).toBe('User-agent: *\nDisallow: /zh-TW/user/\n\nSitemap: https://s.example/sitemap.xml\n');
    expect(robotsWithSitemap(once, 'https://s.example')).toBe(once);
  });
});
