/**
 * Operating system and browser named from a user agent, for the visitor panel.
 * Order matters: in-app browsers and Edge also say "Chrome"; iPadOS may say "Macintosh".
 */
const SYSTEMS: [RegExp, string][] = [
  [/HarmonyOS/i, 'HarmonyOS'],
  [/Android/i, 'Android'],
  [/iPhone|iPad|iPod/i, 'iOS'],
  [/Windows/i, 'Windows'],
  [/CrOS/i, 'ChromeOS'],
  [/Mac OS X|Macintosh/i, 'macOS'],
  [/Linux/i, 'Linux'],
];

const BROWSERS: [RegExp, string][] = [
  [/MicroMessenger/i, 'WeChat'],
  [/\bQQ\//i, 'QQ'],
  [/UCBrowser/i, 'UC Browser'],
  [/SamsungBrowser/i, 'Samsung Internet'],
  [/Edg(e|A|iOS)?\//i, 'Edge'],
  [/OPR\/|Opera/i, 'Opera'],
  [/Firefox|FxiOS/i, 'Firefox'],
  [/Chrome|CriOS/i, 'Chrome'],
  [/Safari/i, 'Safari'],
];

/** @example describeUserAgent('Mozilla/5.0 (iPhone; …) … MicroMessenger/8.0') // { os: 'iOS', browser: 'WeChat' } */
export function describeUserAgent(userAgent: string): { os: string | null; browser: string | null } {
  const os = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;
  return { os, browser };
}
