/**
 * Articles an agent publishes on the sandbox help desk, beside the seeded tree (as a
 * Zendesk agent would in its editor): stored as written, HTML and all, so the site's
 * build meets whatever a help desk can hold (the browser tests publish a hostile one).
 */
import type { DatabaseSync } from 'node:sqlite';
import type { HelpCenterLocale } from '../../src/lib/help/contract.ts';
import { HELP_SECTIONS } from './tree.ts';

/** Published articles' ids start here, far from the seeded ones. */
const FIRST_PUBLISHED_ID = 4403900001;

export interface PublishedArticle {
  id: number;
  locale: HelpCenterLocale;
  sectionId: number;
  title: string;
  body: string;
  publishedAt: string;
}

export class UnknownSectionError extends Error {}

/** Publishes one article in the given languages (the same id in each); returns its id. */
export function publishArticle(db: DatabaseSync, article: { locales: readonly HelpCenterLocale[]; sectionId: number; title: string; body: string }, now: Date): number {
  if (!HELP_SECTIONS.some((section) => section.id === article.sectionId)) throw new UnknownSectionError(`no section ${article.sectionId}`);
  const row = db.prepare('SELECT MAX(id) AS id FROM help_articles_published').get();
  const id = typeof row?.id === 'number' ? row.id + 1 : FIRST_PUBLISHED_ID;
  const insert = db.prepare('INSERT INTO help_articles_published (id, locale, section_id, title, body, published_at) VALUES (?, ?, ?, ?, ?, ?)');
  // Zendesk's timestamps have whole seconds.
  const at = now.toISOString().replace(/\.\d{3}Z$/, 'Z');
  for (const locale of article.locales) insert.run(id, locale, article.sectionId, article.title, article.body, at);
  return id;
}

export function publishedArticles(db: DatabaseSync, locale: HelpCenterLocale): PublishedArticle[] {
  return db
    .prepare('SELECT id, locale, section_id, title, body, published_at FROM help_articles_published WHERE locale = ? ORDER BY id')
    .all(locale)
    .map((row) => ({ id: Number(row.id), locale, sectionId: Number(row.section_id), title: String(row.title), body: String(row.body), publishedAt: String(row.published_at) }));
}
