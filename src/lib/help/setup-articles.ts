/**
 * Which help article explains setting up each platform (issue 12: the service page's
 * tutorial links to it). The help desk says so itself: a setup guide carries the labels
 * `setup` and its platform's (`ios`, `android`, `windows`, `macos`, `linux`, `router`), as
 * an agent tags it. The build finds them and writes the map into the pages that show the
 * tutorial (components/help/SetupArticles.astro); the tutorial reads it when it opens.
 */
import type { ClientPlatform } from '../subscription/import-links.ts';
import { TUTORIAL_PLATFORMS } from '../subscription/client-tutorial.ts';
import type { HelpCentreArticle } from './help-centre.ts';

export type SetupArticles = Partial<Record<ClientPlatform, number>>;

/** The element that carries the map in a page. */
export const SETUP_ARTICLES_ELEMENT_ID = 'setup-articles';

/** The first article (in the help desk's order) labelled `setup` and with the platform's label. */
export function setupArticlesOf(articles: readonly Pick<HelpCentreArticle, 'id' | 'labels'>[]): SetupArticles {
  const map: SetupArticles = {};
  for (const platform of TUTORIAL_PLATFORMS) {
    const article = articles.find((candidate) => candidate.labels.includes('setup') && candidate.labels.includes(platform));
    if (article) map[platform] = article.id;
  }
  return map;
}

/** The map a page carries, or none when it carries none or something else (never trusted blindly). */
export function readSetupArticles(json: string | null | undefined): SetupArticles {
  if (!json) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null) return {};
  const map: SetupArticles = {};
  for (const platform of TUTORIAL_PLATFORMS) {
    const id: unknown = (parsed as Record<string, unknown>)[platform];
    if (typeof id === 'number' && Number.isSafeInteger(id) && id > 0) map[platform] = id;
  }
  return map;
}
