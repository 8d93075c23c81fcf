/**
 * The provider's subscription-address articles (`GET /sub/v1/article/list?lang`, ADR 0055):
 * the same articles in each language, in the provider's order, refused for a language the
 * site does not have.
 */
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../src/lib/core/contract/index.ts';
import { LOCALES } from '../../src/lib/core/i18n/locales.ts';
import { useHarness } from './harness.ts';

const h = useHarness({ seedDemo: false });

async function articles(lang: string) {
  const { status, json } = await h.call(`/sub/v1/article/list?lang=${lang}`);
  expect(status, JSON.stringify(json)).toBe(200);
  return h.data(endpoints.subArticleList, json).articles;
}

describe('GET /sub/v1/article/list', () => {
  it('answers the same articles in every language, each in its own words', async () => {
    const [tw, cn, en] = await Promise.all(LOCALES.map((lang) => articles(lang)));
    expect(tw?.length).toBeGreaterThan(0);
    expect(cn?.map((article) => article.id)).toEqual(tw?.map((article) => article.id));
    expect(en?.map((article) => article.id)).toEqual(tw?.map((article) => article.id));
    expect(tw?.[0]?.title).toBe('什麼是訂閱網址');
    expect(cn?.[0]?.title).toBe('什么是订阅地址');
    expect(en?.[0]?.title).toBe('What the subscription address is');
  });

  it('refuses a missing or unknown language with 400 ValidationFailed', async () => {
    for (const path of ['/sub/v1/article/list', '/sub/v1/article/list?lang=fr']) {
      const { status } = await h.call(path);
      expect(status).toBe(400);
    }
  });
});
