/**
 * What the help pages show, from the build's read of the help centre: the tree for the
 * index, and one article with its place in the tree (pure; tests/unit/help/help-pages.test.ts).
 */
import type { HelpCentre, HelpCentreArticle, HelpCentreCategory, HelpCentreSection } from './help-centre.ts';

export interface HelpTree {
  category: HelpCentreCategory;
  sections: { section: HelpCentreSection; articles: HelpCentreArticle[] }[];
}

/** Categories with their sections and articles, in the help desk's order; empty ones left out. */
export function helpTree(centre: HelpCentre): HelpTree[] {
  return centre.categories
    .map((category) => ({
      category,
      sections: centre.sections
        .filter((section) => section.categoryId === category.id)
        .map((section) => ({ section, articles: centre.articles.filter((article) => article.sectionId === section.id) }))
        .filter((entry) => entry.articles.length > 0),
    }))
    .filter((entry) => entry.sections.length > 0);
}

export interface ArticlePlace {
  article: HelpCentreArticle;
  section: HelpCentreSection | null;
  category: HelpCentreCategory | null;
  /** The other articles of its section, in order. */
  siblings: HelpCentreArticle[];
}

export function articlePlace(centre: HelpCentre, article: HelpCentreArticle): ArticlePlace {
  const section = centre.sections.find((candidate) => candidate.id === article.sectionId) ?? null;
  const category = section ? (centre.categories.find((candidate) => candidate.id === section.categoryId) ?? null) : null;
  const siblings = centre.articles.filter((other) => other.sectionId === article.sectionId && other.id !== article.id);
  return { article, section, category, siblings };
}

/** A page description: the article's first words, cut at a word or character near `max`. */
export function describeArticle(text: string, max = 150): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
