/**
 * The operating system named by a user agent, and the platform whose proxy clients the
 * subscription section offers (and whether the page is in WeChat's or QQ's browser). Apart
 * from lib/core/rules/user-agent.ts (which names browsers for the visitor panel) so the service
 * page loads only this. Order matters: iPadOS may say "Macintosh".
 */
import type { ClientPlatform } from './import-links.ts';

/** A platform a browser runs on (a router has no browser of its own to visit with). */
export type DevicePlatform = Exclude<ClientPlatform, 'router'>;

/** The systems a user agent names, first match wins. */
export const SYSTEMS: [RegExp, string][] = [
  [/HarmonyOS/i, 'HarmonyOS'],
  [/Android/i, 'Android'],
  [/iPhone|iPad|iPod/i, 'iOS'],
  [/Windows/i, 'Windows'],
  [/CrOS/i, 'ChromeOS'],
  [/Mac OS X|Macintosh/i, 'macOS'],
  [/Linux/i, 'Linux'],
];

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

/**
 * Whether this browser is one built into another app that blocks APK downloads (WeChat,
 * QQ, Weibo, DingTalk, Alipay, Douyin, Facebook, Instagram, LINE): the Android landing
 * page then says to open it in the phone's own browser (features-2 §5.4).
 * @example blocksApkDownload('… Weibo (HUAWEI-ELS-AN00__weibo__13.1.0__android__android10)') // true
 * @example blocksApkDownload('… Chrome/156.0.0.0 Mobile Safari/537.36') // false
 */
export function blocksApkDownload(userAgent: string): boolean {
  return inAppBrowserOf(userAgent) !== null || /\bWeibo\b|DingTalk|AlipayClient|\baweme\b|BytedanceWebview|FBAN|FBAV|Instagram|\bLine\//i.test(userAgent);
}
