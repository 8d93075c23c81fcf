/**
 * The site map (`/sitemap.xml`), made from the built pages themselves: every page that
 * names its canonical address and is not marked `noindex` is listed, with the language
 * alternates it names (src/layouts/Base.astro). So the map can never list a page the site
 * does not have, nor miss a help article built from the help desk. Pure over text.
 */

export const SITEMAP_FILE = 'sitemap.xml';

/** What one built page says of its addresses. */
export interface PageLinks {
  canonical: string;
  alternates: { hreflang: string; href: string }[];
}

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
}

/** Undoes the entity escapes Astro writes in attribute values. */
function unescapeAttribute(value: string): string {
  return value.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}

/**
 * A built page's canonical address and alternates, or null when it has none or asks not
 * to be indexed.
 * @example pageLinksOf('<link rel="canonical" href="https://s.example/en-US/help">') // { canonical: 'https://s.example/en-US/help', alternates: [] }
 */
export function pageLinksOf(html: string): PageLinks | null {
  const head = html.slice(0, html.indexOf('</head>') >>> 0);
  if (/<meta name="robots" content="[^"]*noindex/.test(head)) return null;
  const links = head.match(/<link\s[^>]*>/g) ?? [];
  const canonical = links.find((tag) => attribute(tag, 'rel') === 'canonical');
  const href = canonical === undefined ? undefined : attribute(canonical, 'href');
  if (href === undefined) return null;
  const alternates = links.flatMap((tag) => {
    const hreflang = attribute(tag, 'hreflang');
    const target = attribute(tag, 'href');
    return attribute(tag, 'rel') === 'alternate' && hreflang !== undefined && target !== undefined ? [{ hreflang, href: unescapeAttribute(target) }] : [];
  });
  return { canonical: unescapeAttribute(href), alternates };
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** The sitemap protocol's file, with each page's language alternates (Google's `xhtml:link`), in address order. */
export function sitemapXml(pages: readonly PageLinks[]): string {
  const urls = pages
    .toSorted((a, b) => (a.canonical < b.canonical ? -1 : a.canonical > b.canonical ? 1 : 0))
    .map((page) => {
      const alternates = page.alternates.map((link) => `<xhtml:link rel="alternate" hreflang="${escapeXml(link.hreflang)}" href="${escapeXml(link.href)}"/>`).join('');
      return `<url><loc>${escapeXml(page.canonical)}</loc>${alternates}</url>`;
    });
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">', ...urls, '</urlset>', ''].join('\n');
}

/**
 * robots.txt with the map's address (the one absolute address the protocol asks for).
 * @example robotsWithSitemap('User-agent: *\n', 'https://s.example') // 'User-agent: *\n\nSitemap: https://s.example/sitemap.xml\n'
 */
export function robotsWithSitemap(robots: string, siteUrl: string): string {
  const without = robots.replace(/^Sitemap:.*\n?/gm, '').replace(/\n+$/, '');
  return `${without}\n\nSitemap: ${siteUrl}/${SITEMAP_FILE}\n`;
}
