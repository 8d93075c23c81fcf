/**
 * The words of the help centre in one language (issue 12): every category, section and
 * article of ../tree.ts, written natively in that language. Article bodies are HTML as a
 * help desk stores it (Zendesk's `body`): only h2, h3, p, ul, ol, li, strong, em, code,
 * a (href to https://… or to /{lang}/…), table/thead/tbody/tr/th/td, br. No script, style,
 * img, iframe, form, or inline event handlers: the site sanitises anyway, but the
 * content should not need it.
 */
import type { HelpArticleKey, HelpCategoryKey, HelpSectionKey } from '../tree.ts';

export interface HelpContent {
  categories: Record<HelpCategoryKey, { name: string; description: string }>;
  sections: Record<HelpSectionKey, { name: string; description: string }>;
  articles: Record<HelpArticleKey, { title: string; body: string }>;
}
