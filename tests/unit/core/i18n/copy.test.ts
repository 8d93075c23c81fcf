/**
 * One copy check over everything a reader sees: the UI catalogue (every area) and the
 * marketing copy, flattened per language (`ui:pay.qr.scan`, `marketing:sections.4.body`).
 * Each Chinese text is in its own script, regional wording and punctuation
 * (docs/i18n/zh-TW.md, docs/i18n/zh-CN.md); each English text follows docs/i18n/en-US.md.
 */
import { describe, it, expect } from 'vitest';
import { flatMessages } from '../../../../src/lib/core/i18n/areas.ts';
import { marketingCopy } from '../../../../src/lib/core/i18n/marketing/copy.ts';
import type { Locale } from '../../../../src/lib/core/i18n/locales.ts';
import {
  FORBIDDEN_TERMS,
  cornerQuotes,
  crampedSpacing,
  curlyQuotes,
  emptyOrPadded,
  findAll,
  halfWidthPunctuation,
  latinWordsOutside,
  onRendered,
  scriptCheck,
  termsFrom,
  threeDots,
  withoutPlaceholders,
  type Catalogue,
} from './copy-checks.ts';

/** Every text of a structured copy by its path (`sections.6.body`); ids are keys, not copy. */
function texts(value: unknown, path: string): Record<string, string> {
  if (typeof value === 'string') return { [path]: value };
  if (value === null || typeof value !== 'object') return { [path]: String(value) };
  const found: Record<string, string> = {};
  for (const [key, child] of Object.entries(value)) {
    if (key === 'id') continue;
    Object.assign(found, texts(child, `${path}.${key}`));
  }
  return found;
}

function everything(locale: Locale): Catalogue {
  const ui = Object.fromEntries(Object.entries(flatMessages(locale)).map(([key, text]) => [`ui:${key}`, text]));
  return { ...ui, ...texts(marketingCopy(locale), 'marketing:') };
}

const COPY: Record<Locale, Catalogue> = { 'zh-TW': everything('zh-TW'), 'zh-CN': everything('zh-CN'), 'en-US': everything('en-US') };
const ALL = Object.entries(COPY) as [Locale, Catalogue][];
const CHINESE = ALL.filter(([locale]) => locale !== 'en-US');

/**
 * Latin words a Chinese text may contain. Each is a name the reader sees in Latin
 * letters everywhere else too; add one only when a text needs it, with its reason.
 * The last Chinese test keeps the list from outliving its use.
 */
const LATIN_ALLOWED: Record<string, string> = {
  Skyline: 'our brand, never translated',
  iOS: 'platform name',
  macOS: 'platform name',
  Android: 'platform name',
  APK: 'the Android installer’s file type, as Android names it',
  SHA: 'SHA-256, the checksum’s name',
  Windows: 'platform name',
  Linux: 'platform name',
  App: '"App Store", the name of Apple’s store, and "銀行 App" as banks name their apps',
  Store: '"App Store", the name of Apple’s store',
  PayPal: 'brand of a payment rail',
  USDT: 'currency ticker',
  TRC: 'the TRC20 network of USDT, as every wallet writes it',
  JavaScript: 'the browser setting is labelled with this name',
  Mbps: 'speed unit, written in Latin in Chinese UIs',
  GB: 'data unit, written in Latin in Chinese UIs',
  https: 'the start of a login link, which the person must recognise',
  QR: 'zh-TW writes "QR 碼" (zh-CN writes 二维码)',
  IP: '"IP 位址" / "IP 地址", as every Chinese OS writes it',
  AlipayHK: 'the Hong Kong wallet is labelled AlipayHK in its app; 支付寶香港 reads like mainland Alipay',
  Google: '"Google Pay", the wallet’s own name, never translated (ADR 0058)',
  Pay: '"Google Pay", the wallet’s own name, never translated (ADR 0058)',
  BTC: 'currency ticker (the crypto checkout’s coins)',
  ETH: 'currency ticker (the crypto checkout’s coins)',
  USDC: 'currency ticker (the crypto checkout’s coins)',
  Stripe: 'the card processor, named where the card form says who handles the card details (as on bank statements)',
  UC: 'the UC browser calls itself UC 瀏覽器 / UC 浏览器 in Chinese',
  PDF: 'the invoice page’s print button says "存成 PDF" / "保存为 PDF": the file type, as the browser’s print dialog names it',
  VPN: 'the system dialog an app raises to connect (「VPN 設定」), as iOS and Android write it in Chinese',
  Apple: '「Apple 帳號」/「Apple 账号」, Apple’s own Chinese name for the account the App Store needs',
  MB: 'file size unit, written in Latin in Chinese UIs like GB (the ticket form’s size limit)',
  zip: 'the archive type, as file pickers and archivers name it in Chinese (the ticket form’s attachments)',
  Telegram: 'messenger brand, shown in Latin letters in its own Chinese UI (the callback request)',
  WhatsApp: 'messenger brand, shown in Latin letters in its own Chinese UI (the callback request)',
  LINE: 'messenger brand, as its Taiwan and Hong Kong users write it (the callback request)',
  QQ: 'Tencent’s QQ, whose in-app browser the subscription section names (its users call it QQ in any script)',
  yeah: 'NetEase’s yeah.net mailbox, as its users call it (the retain popup names the refused mailboxes)',
};

describe('all copy', () => {
  it.each(ALL)('%s has no empty or padded texts', (_locale, copy) => {
    expect(findAll(copy, emptyOrPadded)).toEqual({});
  });

  it.each(ALL)('%s writes the ellipsis as one character', (_locale, copy) => {
    expect(findAll(copy, threeDots)).toEqual({});
  });

  it.each(ALL)('%s writes no amount of money into copy (prices come from the provider)', (_locale, copy) => {
    const amount = /人民[幣币]|\d\s*元|\byuan\b|\bRMB\b|[$¥]\s?\d/i;
    expect(findAll(copy, (text) => text.match(amount)?.[0] ?? null)).toEqual({});
  });
});

describe('Chinese copy', () => {
  it('zh-TW is unchanged by OpenCC’s cn→tw conversion (no Simplified character; 台 is the guide’s choice)', () => {
    expect(findAll(COPY['zh-TW'], scriptCheck('cn', 'tw', '台'))).toEqual({});
  });

  it('zh-CN is unchanged by OpenCC’s tw→cn conversion (no Traditional character)', () => {
    expect(findAll(COPY['zh-CN'], scriptCheck('tw', 'cn'))).toEqual({});
  });

  it.each(CHINESE)('%s uses none of the other region’s words', (locale, copy) => {
    const terms = locale === 'zh-TW' ? FORBIDDEN_TERMS['zh-TW'] : FORBIDDEN_TERMS['zh-CN'];
    expect(findAll(copy, termsFrom(terms))).toEqual({});
  });

  it.each(CHINESE)('%s has no Latin words outside the allow-list', (_locale, copy) => {
    expect(findAll(copy, latinWordsOutside(LATIN_ALLOWED))).toEqual({});
  });

  it.each(CHINESE)('%s uses full-width punctuation', (_locale, copy) => {
    expect(findAll(copy, halfWidthPunctuation)).toEqual({});
  });

  it('zh-TW quotes with 「」, zh-CN with “”', () => {
    expect(findAll(COPY['zh-TW'], curlyQuotes)).toEqual({});
    expect(findAll(COPY['zh-CN'], cornerQuotes)).toEqual({});
  });

  it.each(CHINESE)('%s, as rendered with Chinese, Latin and digit values, spaces Latin from Han and nothing else', (locale, copy) => {
    expect(findAll(copy, onRendered(locale, crampedSpacing))).toEqual({});
  });

  it.each(CHINESE)('%s addresses the reader as 你, never 您', (_locale, copy) => {
    expect(findAll(copy, (text) => (text.includes('您') ? text : null))).toEqual({});
  });

  it('every allow-listed Latin word is still used', () => {
    const used = new Set(CHINESE.flatMap(([, copy]) => Object.values(copy).flatMap((text) => withoutPlaceholders(text).match(/[A-Za-z]+/g) ?? [])));
    expect(Object.keys(LATIN_ALLOWED).filter((word) => !used.has(word))).toEqual([]);
  });
});

describe('English copy', () => {
  const copy = COPY['en-US'];

  it('uses no contractions (docs/i18n/en-US.md)', () => {
    const contraction = /n[’']t\b|[’'](re|ve|ll|m|d)\b|\b(it|that|there|what|here|let)[’']s\b/i;
    expect(findAll(copy, (text) => text.match(contraction)?.[0] ?? null)).toEqual({});
  });

  it('uses curly apostrophes and quotes, not straight ones', () => {
    expect(findAll(copy, (text) => (/['"]/.test(text) ? text : null))).toEqual({});
  });

  it('contains no Chinese characters', () => {
    expect(findAll(copy, (text) => text.match(/\p{Script=Han}+/u)?.[0] ?? null)).toEqual({});
  });
});

describe('deadlines', () => {
  /** Every deadline is a Hong Kong time, and says so (copy review §5). */
  const DEADLINES = ['pay.dueBy', 'pay.late', 'pay.qr.expires', 'pay.usdt.expires'] as const;
  const ZONE: Record<Locale, string> = { 'zh-TW': '（香港時間）', 'zh-CN': '（香港时间）', 'en-US': '(Hong Kong time)' };

  it.each(ALL)('%s names Hong Kong time in every deadline', (locale) => {
    const messages = flatMessages(locale);
    expect(DEADLINES.filter((key) => !messages[key].includes(ZONE[locale]))).toEqual([]);
  });
});
