/**
 * Operating system and browser named from a user agent, for the visitor panel and for the
 * proxy clients the subscription section offers (which platform, and an in-app browser).
 * Order matters: in-app browsers and Edge also say "Chrome"; iPadOS may say "Macintosh".
 * Product names stay in Latin letters, except the browsers Chinese readers call by names
 * of their own (微信, UC 瀏覽器, 三星瀏覽器): those come from the page's copy.
 */
import type { ClientPlatform } from './import-links.ts';

/** A platform a browser runs on (a router has no browser of its own to visit with). */
export type DevicePlatform = Exclude<ClientPlatform, 'router'>;

const SYSTEMS: [RegExp, string][] = [
  [/HarmonyOS/i, 'HarmonyOS'],
  [/Android/i, 'Android'],
  [/iPhone|iPad|iPod/i, 'iOS'],
  [/Windows/i, 'Windows'],
  [/CrOS/i, 'ChromeOS'],
  [/Mac OS X|Macintosh/i, 'macOS'],
  [/Linux/i, 'Linux'],
];

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

/**
 * The platform whose proxy clients the page offers (rules/import-links `ClientPlatform`),
 * or null when the agent names none (the page then asks). HarmonyOS and ChromeOS run
 * Android's clients. iPadOS asks for desktop pages with a Mac's agent: a "Mac" with a
 * touch screen is an iPad (`touchPoints`: navigator.maxTouchPoints).
 * @example clientPlatformOf('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) … Safari/605.1.15', 5) // 'ios'
 */
export function clientPlatformOf(userAgent: string, touchPoints = 0): DevicePlatform | null {
  const os = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;
  switch (os) {
    case 'iOS':
      return 'ios';
    case 'macOS':
      return touchPoints > 1 ? 'ios' : 'macos';
    case 'Android':
    case 'HarmonyOS':
    case 'ChromeOS':
      return 'android';
    case 'Windows':
      return 'windows';
    case 'Linux':
      return 'linux';
    default:
      return null;
  }
}

/** The in-app browsers that open no other app from a link. */
export type InAppBrowser = 'wechat' | 'qq';

/**
 * The in-app browsers that open no other app from a link (WeChat unless whitelisted, and
 * QQ's): there the page says to open it in the phone's browser instead of offering
 * import buttons that do nothing (features-2 §1.1, browser rules).
 * @example inAppBrowserOf('… Mobile/15E148 MicroMessenger/8.0.50') // 'wechat'
 */
export function inAppBrowserOf(userAgent: string): InAppBrowser | null {
  if (/MicroMessenger/i.test(userAgent)) return 'wechat';
  if (/\bQQ\//i.test(userAgent)) return 'qq';
  return null;
}
