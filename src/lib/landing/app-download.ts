/**
 * The Android app's download, as the landing page offers it (ADR 0036): only from the
 * expected download host, over HTTPS (plain HTTP only on this machine, for the sandbox),
 * and only an APK. A release whose link goes anywhere else is not offered.
 */

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Whether `link` is an APK on the expected download origin.
 * @example isExpectedApkLink('https://dl.skyline.example/skyline-android-3.6.2.apk', 'https://dl.skyline.example') // true
 * @example isExpectedApkLink('https://evil.example/skyline.apk', 'https://dl.skyline.example') // false
 * @example isExpectedApkLink('http://dl.skyline.example/skyline.apk', 'http://dl.skyline.example') // false: not HTTPS
 */
export function isExpectedApkLink(link: string, expectedOrigin: string): boolean {
  let url: URL;
  let expected: URL;
  try {
    url = new URL(link);
    expected = new URL(expectedOrigin);
  } catch {
    return false;
  }
  const secure = url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname));
  return secure && url.origin === expected.origin && url.username === '' && url.password === '' && /\.apk$/i.test(url.pathname);
}
