/**
 * Article HTML from the help desk is someone else's text: before a page shows it, it is
 * cut down to an allow-list at build time (issue 12). Kept: the tags a help-desk editor
 * writes for prose, lists, code and tables; links with an http(s) or mailto address.
 * Dropped with their content: script, style, and anything that can run, submit or frame
 * (forms, frames, `base`, `meta`, `object`, `embed`, `svg`, `math`, `template`); dropped
 * but their text kept: any other tag not on the list. Every attribute not on the list
 * goes (event handlers, `style`, `class`, `id`, `srcset`…).
 *
 * Links: the help desk's own article addresses (`/hc/{locale}/articles/{id}-slug`, also
 * on its host) become this site's article page in the page's language; other pages of
 * this site stay as they are; links to other hosts get `rel="noopener noreferrer"`, so
 * the page's address (never a login, but still ours) is not handed over.
 */
import sanitizeHtml from 'sanitize-html';
import type { Locale } from '../core/i18n/locales.ts';
import { routeHref } from '../core/routes.ts';
import { decodeEntities } from './search.ts';

const ALLOWED_TAGS = ['p', 'br', 'hr', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'code', 'pre', 'kbd', 'blockquote', 'a', 'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td'];

/** Tags whose content goes with them (not only the tag). */
const DROPPED_WITH_CONTENT = ['script', 'style', 'textarea', 'option', 'noscript', 'form', 'iframe', 'frame', 'frameset', 'object', 'embed', 'svg', 'math', 'template', 'title', 'base', 'meta', 'link', 'head', 'select', 'button'];

/** `/hc/zh-tw/articles/4403000101-some-slug` (relative or on any host): the article's id. */
const HELP_DESK_ARTICLE = /^(?:https?:\/\/[^/]+)?\/hc\/[a-z-]+\/articles\/(\d+)(?:-[^/?#]*)?\/?(?:[?#].*)?$/i;

/** Where a link in an article leads on this site, or the link itself when it leads elsewhere. */
export function articleLinkTarget(href: string, locale: Locale): { href: string; external: boolean } {
  const article = HELP_DESK_ARTICLE.exec(href.trim());
  if (article?.[1]) return { href: routeHref(locale, 'helpArticle', { articleId: article[1] }), external: false };
  const external = /^https?:\/\//i.test(href.trim()) || /^mailto:/i.test(href.trim());
  return { href: href.trim(), external };
}

/** The article's HTML, safe to put in a page as it is. */
export function sanitiseArticleHtml(html: string, locale: Locale): string {
  return sanitizeHtml(html, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: { a: ['href', 'title', 'rel'], th: ['colspan', 'rowspan', 'scope'], td: ['colspan', 'rowspan'] },
    allowedSchemes: ['https', 'http', 'mailto'],
    allowedSchemesAppliedToAttributes: ['href'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    nonTextTags: DROPPED_WITH_CONTENT,
    exclusiveFilter: (frame) => DROPPED_WITH_CONTENT.includes(frame.tag),
    transformTags: {
      a: (tagName, attributes) => {
        // Only the title is taken from the source; `rel` is ours alone.
        const attribs: Record<string, string> = {};
        if (attributes.title !== undefined) attribs.title = attributes.title;
        const raw = attributes.href;
        if (raw !== undefined) {
          const target = articleLinkTarget(raw, locale);
          attribs.href = target.href;
          if (target.external) attribs.rel = 'noopener noreferrer';
        }
        return { tagName, attribs };
      },
    },
  });
}

/** The article's words without markup (for the search fallback and the page's description). */
export function articleText(html: string): string {
  // A block's end is a word break: `<p>A</p><p>B</p>` reads "A B", not "AB".
  const spaced = html.replace(/<\/(?:p|h\d|li|td|th|tr|div|blockquote|pre)>|<br\s*\/?>/gi, (tag) => `${tag} `);
  const text = sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {}, nonTextTags: DROPPED_WITH_CONTENT });
  return decodeEntities(text)
    .replace(/\s+/g, ' ')
    .trim();
}
