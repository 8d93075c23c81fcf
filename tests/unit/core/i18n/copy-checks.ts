/**
 * Checks shared by the copy tests (UI catalogues, marketing copy): each Chinese text is
 * written in its own script and punctuation (docs/i18n/zh-TW.md, docs/i18n/zh-CN.md).
 * A check takes one string and returns the offending part, or null when the text is fine.
 */
import * as OpenCC from 'opencc-js';
import { interpolate } from '../../../../src/lib/core/i18n/t.ts';
import type { Locale } from '../../../../src/lib/core/i18n/locales.ts';

/** Flat copy: a key or path → the text a reader sees. */
export type Catalogue = Readonly<Record<string, string>>;
export type TextCheck = (text: string) => string | null;

export const PLACEHOLDER = /\{(\w+)\}/g;

/** Copy as a reader sees it, with the {placeholders} taken out. */
export function withoutPlaceholders(text: string): string {
  return text.replace(PLACEHOLDER, ' ');
}

/**
 * Script purity, every character: a text in one script is unchanged when converted into
 * it (opencc-js, OpenCC's tables). zh-TW must survive cn→tw, zh-CN must survive tw→cn.
 * `allowed` are characters the converter rewrites although the guide chooses them
 * (zh-TW writes 台, which cn→tw turns into 臺).
 * @example scriptCheck('cn', 'tw', '台')('默认视频') // '默认视频'
 */
export function scriptCheck(from: 'cn' | 'tw', to: 'tw' | 'cn', allowed = ''): TextCheck {
  const convert = OpenCC.Converter({ from, to });
  return (text) => {
    const converted = [...convert(text)];
    const original = [...text];
    if (converted.length !== original.length) return text;
    const changed = original.filter((char, index) => char !== converted[index] && !allowed.includes(char));
    return changed.length > 0 ? changed.join('') : null;
  };
}

/**
 * Words that are the other region's, though written in this script (套餐 is valid
 * Traditional but mainland wording): drawn from docs/i18n/zh-TW.md and zh-CN.md.
 */
export const FORBIDDEN_TERMS = {
  'zh-TW': ['套餐', '工單', '郵箱', '二維碼', '視頻', '默認', '登錄', '鏈接', '軟件', '客戶端'],
  'zh-CN': ['方案', '帐号', '登入', '连结', '设定', '档案', '伺服器', '用户端', '客服单', '重新整理'],
} as const;

/** Finds any of the listed terms. */
export function termsFrom(terms: readonly string[]): TextCheck {
  return (text) => {
    const hits = terms.filter((term) => text.includes(term));
    return hits.length > 0 ? hits.join(' ') : null;
  };
}

/** Key → offending part, for readable failures. */
export function findAll(catalogue: Catalogue, test: TextCheck): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [key, text] of Object.entries(catalogue)) {
    const hit = test(text);
    if (hit !== null) found[key] = hit;
  }
  return found;
}

/** Latin words outside the allow-list, in copy that should be Chinese. */
export function latinWordsOutside(allowed: Readonly<Record<string, string>>): TextCheck {
  return (text) => {
    const words = withoutPlaceholders(text).match(/[A-Za-z]+/g) ?? [];
    const unknown = words.filter((word) => !(word in allowed));
    return unknown.length > 0 ? unknown.join(' ') : null;
  };
}

/** Half-width punctuation in Chinese prose (a URL scheme, decimals and the title separator excepted). */
export const halfWidthPunctuation: TextCheck = (text) => {
  const prose = withoutPlaceholders(text)
    .replace(/https:\/\//g, ' ') // a URL scheme keeps its own punctuation
    .replace(/\d\.\d/g, ' ') // decimals such as 99.98
    .replace(/ \| /g, ' '); // the page-title separator, as in every language
  const hits = prose.match(/[,.:;!?()"'[\]]/g);
  return hits ? hits.join('') : null;
};

/** zh-TW quotes with 「」『』, zh-CN with “”‘’: the other pair is a mistake. */
export const curlyQuotes: TextCheck = (text) => (/[“”‘’]/.test(text) ? text : null);
export const cornerQuotes: TextCheck = (text) => (/[「」『』]/.test(text) ? text : null);

/**
 * One half-width space between Han and Latin/digits; none beside full-width punctuation,
 * and none between two Han characters (a space typed beside a placeholder whose value
 * turned out Chinese: 「請用 支付寶 掃描」). Run it on rendered text (`renderedSamples`).
 */
export const crampedSpacing: TextCheck = (text) => {
  const hit =
    text.match(/\p{Script=Han}[A-Za-z0-9]|[A-Za-z0-9%]\p{Script=Han}/u) ??
    text.match(/ [，。：；！？、）」”]|[，。：；！？、（「“] /u) ??
    text.match(/\p{Script=Han} \p{Script=Han}/u);
  return hit ? hit[0] : null;
};

/** Values a placeholder may hold: Chinese words, a Latin name, a number, an amount. */
const SAMPLE_VALUES = ['服務', 'Skyline', '12', 'US$6.90'];

/**
 * A template as readers see it: rendered (by the product's own `interpolate`) once with
 * each kind of value in every placeholder, so a spacing check sees what the page shows.
 * @example renderedSamples('zh-TW', '付款{amount}') // ['付款服務', '付款 Skyline', '付款 12', '付款 US$6.90']
 */
export function renderedSamples(locale: Locale, template: string): string[] {
  const names = [...template.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '');
  if (names.length === 0) return [template];
  return SAMPLE_VALUES.map((value) => interpolate(locale, template, Object.fromEntries(names.map((name) => [name, value]))));
}

/** A check over every rendered sample of a template. */
export function onRendered(locale: Locale, check: TextCheck): TextCheck {
  return (template) => {
    for (const sample of renderedSamples(locale, template)) {
      const hit = check(sample);
      if (hit !== null) return `${hit} in “${sample}”`;
    }
    return null;
  };
}

/** Three dots where the one-character ellipsis belongs. */
export const threeDots: TextCheck = (text) => (text.includes('...') ? text : null);

/** Empty copy, or copy with leading or trailing whitespace. */
export const emptyOrPadded: TextCheck = (text) => (text.trim() === '' || text !== text.trim() ? JSON.stringify(text) : null);
