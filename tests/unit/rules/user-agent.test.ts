import { describe, expect, it } from 'vitest';
import { describeUserAgent } from '../../../src/lib/rules/user-agent.ts';

describe('describeUserAgent', () => {
  it('names common phones and desktops', () => {
    expect(describeUserAgent('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36')).toEqual({ os: 'Android', browser: 'Chrome' });
    expect(describeUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1')).toEqual({ os: 'iOS', browser: 'Safari' });
    expect(describeUserAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0')).toEqual({ os: 'Windows', browser: 'Edge' });
    expect(describeUserAgent('Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:132.0) Gecko/20100101 Firefox/132.0')).toEqual({ os: 'macOS', browser: 'Firefox' });
  });

  it('recognises in-app browsers used in China before the engine they wrap', () => {
    expect(describeUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50')).toEqual({ os: 'iOS', browser: 'WeChat' });
    expect(describeUserAgent('Mozilla/5.0 (Linux; Android 12; HarmonyOS; ELS-AN00) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/99.0 Mobile Safari/537.36 UCBrowser/16.0')).toEqual({ os: 'HarmonyOS', browser: 'UC Browser' });
  });

  it('says nothing rather than guess for an unknown agent', () => {
    expect(describeUserAgent('curl/8.5.0')).toEqual({ os: null, browser: null });
  });
});
