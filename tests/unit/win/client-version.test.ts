import { describe, expect, it } from 'vitest';
import { clientReportFrom, compareVersions, downloadLinkAllowed, minimumSupported, parseVersion, updateVerdict, type ParsedVersion } from '../../../src/lib/win/client-version.ts';

const PROVIDER = 'https://api.skyline.example';
const LATEST_WINDOWS = { version: '2.9.0', downloadUrl: `${PROVIDER}/downloads/skyline-windows-2.9.0.exe` };

function v(text: string): ParsedVersion {
  const parsed = parseVersion(text);
  if (!parsed) throw new Error(`not a version: ${text}`);
  return parsed;
}

describe('parseVersion', () => {
  it.each([
    ['2.9.0', { numbers: [2, 9, 0], pre: null }],
    ['v1.8.3', { numbers: [1, 8, 3], pre: null }],
    ['3', { numbers: [3], pre: null }],
    ['2.9.0-beta.1', { numbers: [2, 9, 0], pre: 'beta.1' }],
    [' 2.10.0.4 ', { numbers: [2, 10, 0, 4], pre: null }],
  ])('reads %s', (text, expected) => {
    expect(parseVersion(text)).toEqual(expected);
  });

  it.each(['', '2.x', 'latest', '1.2.3.4.5', '1..2', '-1.0', '<script>'])('refuses %j', (text) => {
    expect(parseVersion(text)).toBeNull();
  });
});

describe('compareVersions', () => {
  it('compares numbers as numbers, not as text', () => {
    expect(compareVersions(v('2.8.10'), v('2.9.0'))).toBeLessThan(0);
    expect(compareVersions(v('2.10.0'), v('2.9.0'))).toBeGreaterThan(0);
  });

  it('counts missing numbers as zero', () => {
    expect(compareVersions(v('2.9'), v('2.9.0'))).toBe(0);
  });

  it('puts a pre-release before its release', () => {
    expect(compareVersions(v('2.9.0-beta.1'), v('2.9.0'))).toBeLessThan(0);
    expect(compareVersions(v('2.9.0'), v('2.9.0-rc.1'))).toBeGreaterThan(0);
    expect(compareVersions(v('2.9.0-alpha'), v('2.9.0-beta'))).toBeLessThan(0);
  });
});

describe('clientReportFrom (the panel address: ?client=windows&v=2.8.1)', () => {
  it('reads a desktop client and its version', () => {
    expect(clientReportFrom('?client=windows&v=2.8.1')).toEqual({ client: 'windows', version: '2.8.1' });
    expect(clientReportFrom('?v=1.8.3&client=linux')).toEqual({ client: 'linux', version: '1.8.3' });
  });

  it('says nothing for a browser, a phone app or a version it cannot read', () => {
    expect(clientReportFrom('')).toBeNull();
    expect(clientReportFrom('?client=android&v=3.0.0')).toBeNull();
    expect(clientReportFrom('?client=windows')).toBeNull();
    expect(clientReportFrom('?client=windows&v=new')).toBeNull();
  });
});

describe('downloadLinkAllowed (only the provider\'s expected download host)', () => {
  it('allows the provider\'s own origin', () => {
    expect(downloadLinkAllowed(LATEST_WINDOWS.downloadUrl, [PROVIDER])).toBe(true);
  });

  it.each([
    'https://evil.example/downloads/skyline-windows-2.9.0.exe',
    'https://api.skyline.example.evil.example/downloads/x.exe',
    'https://api.skyline.example@evil.example/x.exe',
    'https://user:pass@api.skyline.example/x.exe',
    'https://api.skyline.example:8443/x.exe',
    'http://api.skyline.example/x.exe',
    'javascript:alert(1)',
    'not a link',
  ])('refuses %s', (link) => {
    expect(downloadLinkAllowed(link, [PROVIDER])).toBe(false);
  });
});

describe('updateVerdict', () => {
  it('says an older client is out of date, with the checked download', () => {
    expect(updateVerdict({ client: 'windows', version: '2.8.1' }, LATEST_WINDOWS, [PROVIDER])).toEqual({ kind: 'outdated', latest: '2.9.0', download: LATEST_WINDOWS.downloadUrl });
  });

  it('says the latest (or a newer test build) is current', () => {
    expect(updateVerdict({ client: 'windows', version: '2.9.0' }, LATEST_WINDOWS, [PROVIDER])).toEqual({ kind: 'current' });
    expect(updateVerdict({ client: 'windows', version: '2.10.0-beta' }, LATEST_WINDOWS, [PROVIDER])).toEqual({ kind: 'current' });
  });

  it('offers no link when the provider names another host', () => {
    expect(updateVerdict({ client: 'windows', version: '2.0.0' }, { version: '2.9.0', downloadUrl: 'https://mirror.example/x.exe' }, [PROVIDER])).toEqual({ kind: 'outdated', latest: '2.9.0', download: null });
  });

  it('says nothing without a report, or with a release it cannot read', () => {
    expect(updateVerdict(null, LATEST_WINDOWS, [PROVIDER])).toEqual({ kind: 'unknown' });
    expect(updateVerdict({ client: 'windows', version: '2.8.1' }, { ...LATEST_WINDOWS, version: 'soon' }, [PROVIDER])).toEqual({ kind: 'unknown' });
  });
});

describe('minimumSupported', () => {
  it('is the latest release\'s major version', () => {
    expect(minimumSupported('2.9.0')).toBe('2.0.0');
    expect(minimumSupported('v1.8.3')).toBe('1.0.0');
  });
});
