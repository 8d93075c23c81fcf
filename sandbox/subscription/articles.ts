/**
 * The provider's articles on using the subscription address (`GET /sub/v1/article/list?lang`,
 * ADR 0055), on SQLite (schema version 16): seeded when missing, written natively in each
 * language. Bodies are the provider's HTML, as an editor writes it; the site sanitises them
 * with the help articles' rule before showing them.
 */
import type { DatabaseSync } from 'node:sqlite';
import * as z from 'zod/mini';
import { endpoints, type SubscriptionArticle } from '../../src/lib/core/contract/index.ts';
import type { Locale } from '../../src/lib/core/i18n/locales.ts';
import type { SandboxContext } from '../core/context.ts';
import type { ApiRouter } from '../core/router.ts';

export const SUBSCRIPTION_ARTICLE_TABLES = `
CREATE TABLE IF NOT EXISTS sub_articles (
  id INTEGER NOT NULL,
  lang TEXT NOT NULL,
  position INTEGER NOT NULL,
  title TEXT NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  body TEXT NOT NULL CHECK (length(body) <= 100000),
  updated_at TEXT NOT NULL,
  PRIMARY KEY (id, lang)
) STRICT;
`;

type Seed = { id: number; texts: Record<Locale, { title: string; body: string }> };

/** The seeded articles (one id per article, the same in every language). */
const SEED: readonly Seed[] = [
  {
    id: 9101,
    texts: {
      'zh-TW': {
        title: '什麼是訂閱網址',
        body: '<p>訂閱網址是一條只屬於你的網址，用戶端用它取得最新的節點清單。把它匯入用戶端一次，之後節點有變動時，用戶端會自動更新。</p><p>請不要把訂閱網址分享出去：拿到它的人可以用你的流量。如果可能外洩了，請在服務頁面重設。</p>',
      },
      'zh-CN': {
        title: '什么是订阅地址',
        body: '<p>订阅地址是一条只属于你的链接，客户端用它获取最新的节点列表。把它导入客户端一次，之后节点有变化时，客户端会自动更新。</p><p>请不要把订阅地址分享出去：拿到它的人可以使用你的流量。如果可能已泄露，请在服务页面重置。</p>',
      },
      'en-US': {
        title: 'What the subscription address is',
        body: '<p>Your subscription address is a link of your own that client apps use to fetch the latest server list. Import it into an app once; when the servers change, the app updates by itself.</p><p>Do not share it: whoever has it can use your traffic. If it may have leaked, reset it on the service page.</p>',
      },
    },
  },
  {
    id: 9102,
    texts: {
      'zh-TW': {
        title: '節點清單沒有更新怎麼辦',
        body: '<ol><li>在用戶端裡手動「更新訂閱」。</li><li>確認服務還在有效期內：到期後訂閱網址會停止更新。</li><li>重設過服務或帳號的話，舊網址已經失效，請從服務頁面複製新網址重新匯入。</li></ol><p>還是不行？請<a href="https://help.skyline.example/contact">聯絡客服</a>。</p>',
      },
      'zh-CN': {
        title: '节点列表没有更新怎么办',
        body: '<ol><li>在客户端里手动“更新订阅”。</li><li>确认服务还在有效期内：到期后订阅地址会停止更新。</li><li>重置过服务或账号的话，旧地址已经失效，请从服务页面复制新地址重新导入。</li></ol><p>还是不行？请<a href="https://help.skyline.example/contact">联系客服</a>。</p>',
      },
      'en-US': {
        title: 'The server list does not update',
        body: '<ol><li>Update the subscription by hand in the app.</li><li>Check that the service is still active: an expired service stops updating.</li><li>If you reset the service or the account, the old address no longer works: copy the new one from the service page and import it again.</li></ol><p>Still stuck? <a href="https://help.skyline.example/contact">Contact support</a>.</p>',
      },
    },
  },
];

/** Adds the seeded articles that are missing (an edited one is left as it is). */
export function seedSubscriptionArticles(db: DatabaseSync, now: Date): void {
  const insert = db.prepare('INSERT OR IGNORE INTO sub_articles (id, lang, position, title, body, updated_at) VALUES (?, ?, ?, ?, ?, ?)');
  SEED.forEach((article, position) => {
    for (const [lang, text] of Object.entries(article.texts)) insert.run(article.id, lang, position, text.title, text.body, now.toISOString());
  });
}

const ArticleRow = z.object({ id: z.number(), title: z.string(), body: z.string(), updated_at: z.string() });

export function listSubscriptionArticles(db: DatabaseSync, lang: Locale): SubscriptionArticle[] {
  return db
    .prepare('SELECT id, title, body, updated_at FROM sub_articles WHERE lang = ? ORDER BY position, id')
    .all(lang)
    .map((row) => {
      const article = ArticleRow.parse(row);
      return { id: article.id, title: article.title, body: article.body, updatedAt: article.updated_at };
    });
}

export function registerSubscriptionArticleRoutes(router: ApiRouter, ctx: SandboxContext): void {
  router.on(endpoints.subArticleList, ({ query }) => ({ articles: listSubscriptionArticles(ctx.db, query.lang) }));
}
