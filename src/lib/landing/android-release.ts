/**
 * The Android app's latest release as the landing page shows it, read from the provider
 * (`app/version?client=android`) once per build (ADR 0036): version, date, size, SHA-256
 * and the download link, so the page paints all of it from its HTML alone.
 *
 * The link is offered only when it is an APK on the expected download host
 * (`APK_DOWNLOAD_ORIGIN`, else the provider's own origin). A provider that does not
 * answer, or answers another host, leaves the page without a download and says so in the
 * build log; the page then tells people how to get the app another way.
 */
import { buildTimeProvider } from '../core/api/build-time-provider.ts';
import { appVersion } from '../core/contract/app.ts';
import { isExpectedApkLink } from './app-download.ts';
import { parseProviderBases } from '../core/api/provider-bases.ts';

export interface AndroidRelease {
  version: string;
  releasedAt: string;
  downloadUrl: string;
  minimumOs: string;
  size: number;
  sha256: string;
}

/** Where the APK may be downloaded from: `APK_DOWNLOAD_ORIGIN`, else the provider's (first listed) origin. */
export function apkDownloadOrigin(providerBase: string): string {
  return process.env.APK_DOWNLOAD_ORIGIN ?? new URL(parseProviderBases(providerBase)[0] ?? providerBase).origin;
}

/** `providerBase`: the build setting, one base or several in order (ADR 0052); the read fails over like the site's. */
export async function readAndroidRelease(providerBase: string, expectedOrigin: string): Promise<AndroidRelease | null> {
  const result = await buildTimeProvider(providerBase).call(appVersion, { query: { client: 'android' } });
  if (!result.ok) {
    console.warn(`[skyline] The provider at ${providerBase} did not give the Android release (${result.error}); landing-page/android-app is built without a download.`);
    return null;
  }
  const { version, releasedAt, downloadUrl, minimumOs, size, sha256 } = result.data;
  if (!isExpectedApkLink(downloadUrl, expectedOrigin)) {
    console.warn(`[skyline] The Android release's download (${downloadUrl}) is not an APK on ${expectedOrigin}; landing-page/android-app is built without a download.`);
    return null;
  }
  return { version, releasedAt, downloadUrl, minimumOs, size, sha256 };
}

const reads = new Map<string, Promise<AndroidRelease | null>>();

/** One read per provider per build, shared by the three languages' pages. */
export function androidRelease(providerBase: string): Promise<AndroidRelease | null> {
  const expected = apkDownloadOrigin(providerBase);
  const key = `${providerBase} ${expected}`;
  let pending = reads.get(key);
  if (!pending) {
    pending = readAndroidRelease(providerBase, expected);
    reads.set(key, pending);
  }
  return pending;
}
