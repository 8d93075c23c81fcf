/**
 * Operating system and browser named from a user agent, for the visitor panel (the proxy
 * clients' platform is lib/subscription/client-platform.ts, whose list of systems this reads).
 * Order matters: in-app browsers and Edge also say "Chrome"; iPadOS may say "Macintosh".
 * Product names stay in Latin letters, except the browsers Chinese readers call by names
 * of their own (微信, UC 瀏覽器, 三星瀏覽器): those come from the page's copy.
 */
import { SYSTEMS } from '../../subscription/client-platform.ts';

/** The browsers each language names in its own words (`visitor.browserNames` in the marketing copy). */
export const LOCALIZED_BROWSERS = ['wechat', 'uc', 'samsung'] as const;
export type LocalizedBrowser = (typeof LOCALIZED_BROWSERS)[number];
export type BrowserNames = Readonly<Record<LocalizedBrowser, string>>;

const BROWSERS: [RegExp, string | { localized: LocalizedBrowser }][] = [
  [/MicroMessenger/i, { localized: 'wechat' }],
  [/\bQQ\//i, 'QQ'],
  [/UCBrowser/i, { localized: 'uc' }],
  [/SamsungBrowser/i, { localized: 'samsung' }],
  [/Edg(e|A|iOS)?\//i, 'Edge'],
  [/OPR\/|Opera/i, 'Opera'],
  [/Firefox|FxiOS/i, 'Firefox'],
  [/Chrome|CriOS/i, 'Chrome'],
  [/Safari/i, 'Safari'],
];

/** @example describeUserAgent('Mozilla/5.0 (iPhone; …) … MicroMessenger/8.0', names) // { os: 'iOS', browser: names.wechat } */
export function describeUserAgent(userAgent: string, names: BrowserNames): { os: string | null; browser: string | null } {
  const os = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;
  return { os, browser: typeof browser === 'object' && browser !== null ? names[browser.localized] : browser };
}
