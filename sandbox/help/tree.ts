/**
 * The help centre's tree (issue 12): categories, sections and articles with their ids
 * and order, the same in every language. The words of each are in ./content/{locale}.ts.
 * Ids look like a help desk's (Zendesk's are large numbers) and never change: pages,
 * the service page's tutorial and other articles link to them.
 */
export const HELP_CATEGORIES = [
  { id: 4401000001, key: 'setup', position: 1 },
  { id: 4401000002, key: 'account', position: 2 },
  { id: 4401000003, key: 'using', position: 3 },
] as const;

export const HELP_SECTIONS = [
  { id: 4402000011, key: 'setupByPlatform', categoryId: 4401000001, position: 1 },
  { id: 4402000012, key: 'subscription', categoryId: 4401000001, position: 2 },
  { id: 4402000021, key: 'paying', categoryId: 4401000002, position: 1 },
  { id: 4402000022, key: 'loginAndAccount', categoryId: 4401000002, position: 2 },
  { id: 4402000031, key: 'speedAndDevices', categoryId: 4401000003, position: 1 },
  { id: 4402000032, key: 'troubleshooting', categoryId: 4401000003, position: 2 },
] as const;

export const HELP_ARTICLES = [
  { id: 4403000101, key: 'setupIos', sectionId: 4402000011, position: 1, labels: ['setup', 'ios'] },
  { id: 4403000102, key: 'setupAndroid', sectionId: 4402000011, position: 2, labels: ['setup', 'android'] },
  { id: 4403000103, key: 'setupWindows', sectionId: 4402000011, position: 3, labels: ['setup', 'windows'] },
  { id: 4403000104, key: 'setupMacos', sectionId: 4402000011, position: 4, labels: ['setup', 'macos'] },
  { id: 4403000105, key: 'setupLinux', sectionId: 4402000011, position: 5, labels: ['setup', 'linux'] },
  { id: 4403000106, key: 'setupRouter', sectionId: 4402000011, position: 6, labels: ['setup', 'router'] },
  { id: 4403000201, key: 'subscriptionAddress', sectionId: 4402000012, position: 1, labels: ['subscription'] },
  { id: 4403000301, key: 'payingMethods', sectionId: 4402000021, position: 1, labels: ['payment'] },
  { id: 4403000302, key: 'refunds', sectionId: 4402000021, position: 2, labels: ['payment', 'refund'] },
  { id: 4403000303, key: 'billsAndRenewal', sectionId: 4402000021, position: 3, labels: ['payment', 'renewal'] },
  { id: 4403000401, key: 'loginLink', sectionId: 4402000022, position: 1, labels: ['account', 'login'] },
  { id: 4403000402, key: 'emailAndRecovery', sectionId: 4402000022, position: 2, labels: ['account', 'email'] },
  { id: 4403000403, key: 'reset', sectionId: 4402000022, position: 3, labels: ['account', 'reset'] },
  { id: 4403000501, key: 'speedAndAllowance', sectionId: 4402000031, position: 1, labels: ['speed'] },
  { id: 4403000502, key: 'devices', sectionId: 4402000031, position: 2, labels: ['devices'] },
  { id: 4403000601, key: 'connectionStopped', sectionId: 4402000032, position: 1, labels: ['troubleshooting'] },
] as const;

export type HelpCategoryKey = (typeof HELP_CATEGORIES)[number]['key'];
export type HelpSectionKey = (typeof HELP_SECTIONS)[number]['key'];
export type HelpArticleKey = (typeof HELP_ARTICLES)[number]['key'];

/** An article's id by its key (for links between articles: `/{lang}/help/article/{id}`). */
export const HELP_ARTICLE_ID = Object.fromEntries(HELP_ARTICLES.map((article) => [article.key, article.id])) as Record<HelpArticleKey, number>;
