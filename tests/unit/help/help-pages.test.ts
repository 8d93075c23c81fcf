import { describe, expect, it } from 'vitest';
import { articlePlace, describeArticle, helpTree } from '../../../src/lib/help/help-pages.ts';
import { readSetupArticles, setupArticlesOf } from '../../../src/lib/help/setup-articles.ts';
import type { HelpCentre, HelpCentreArticle } from '../../../src/lib/help/help-centre.ts';

const article = (id: number, sectionId: number, labels: string[] = []): HelpCentreArticle => ({ id, sectionId, title: `A${id}`, html: '<p>x</p>', text: 'x', labels, updatedAt: '2026-11-20T04:00:00Z' });

const centre: HelpCentre = {
  locale: 'en-US',
  categories: [
    { id: 1, name: 'Setup', description: '' },
    { id: 2, name: 'Empty', description: '' },
  ],
  sections: [
    { id: 11, categoryId: 1, name: 'Phones', description: '' },
    { id: 12, categoryId: 1, name: 'Nothing yet', description: '' },
    { id: 21, categoryId: 2, name: 'Also empty', description: '' },
  ],
  articles: [article(101, 11, ['setup', 'ios']), article(102, 11, ['setup', 'android']), article(103, 11, ['android'])],
};

describe('helpTree', () => {
  it('categories hold their sections and articles in order, and leave out what is empty', () => {
    const tree = helpTree(centre);
    expect(tree.map((entry) => entry.category.id)).toEqual([1]);
    expect(tree[0]?.sections.map((entry) => [entry.section.id, entry.articles.map((a) => a.id)])).toEqual([[11, [101, 102, 103]]]);
  });
});

describe('articlePlace', () => {
  it('names the section, its category and the section\'s other articles', () => {
    const place = articlePlace(centre, article(102, 11));
    expect([place.section?.id, place.category?.id, place.siblings.map((a) => a.id)]).toEqual([11, 1, [101, 103]]);
  });
});

describe('describeArticle', () => {
  it('keeps a short text whole, and cuts a long one at a word with an ellipsis', () => {
    expect(describeArticle('short text')).toBe('short text');
    const cut = describeArticle('word '.repeat(60));
    expect(cut.length).toBeLessThanOrEqual(151);
    expect(cut).toMatch(/word…$/);
  });
});

describe('setup articles', () => {
  it('the first article labelled setup and the platform\'s label, for each platform that has one', () => {
    expect(setupArticlesOf(centre.articles)).toEqual({ ios: 101, android: 102 });
  });

  it('reads the map a page carries, and nothing else', () => {
    expect(readSetupArticles('{"ios":101,"android":"102","windows":-1,"evil":5}')).toEqual({ ios: 101 });
    expect(readSetupArticles('not json')).toEqual({});
    expect(readSetupArticles(null)).toEqual({});
  });
});
