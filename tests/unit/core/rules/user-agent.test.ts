import { describe, expect, it } from 'vitest';
import { describeUserAgent } from '../../../../src/lib/core/rules/user-agent.ts';
import { clientPlatformOf, inAppBrowserOf } from '../../../../src/lib/subscription/client-platform.ts';
import { marketingCopy } from '../../../../src/lib/core/i18n/marketing/copy.ts';

const names = marketingCopy('en-US').visitor.browserNames;

describe('describeUserAgent', () => {
  it('names common phones and desktops', () => {
    expect(describeUserAgent('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36', names)).toEqual({ os: 'Android', browser: 'Chrome' });
    expect(describeUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1', names)).toEqual({ os: 'iOS', browser: 'Safari' });
    expect(describeUserAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0', names)).toEqual({ os: 'Windows', browser: 'Edge' });
    expect(describeUserAgent('Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:132.0) Gecko/20100101 Firefox/132.0', names)).toEqual({ os: 'macOS', browser: 'Firefox' });
  });

  it('recognises in-app browsers used in China before the engine they wrap', () => {
    expect(describeUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50', names)).toEqual({ os: 'iOS', browser: 'WeChat' });
    expect(describeUserAgent('Mozilla/5.0 (Linux; Android 12; HarmonyOS; ELS-AN00) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/99.0 Mobile Safari/537.36 UCBrowser/16.0', names)).toEqual({ os: 'HarmonyOS', browser: 'UC Browser' });
  });

  it('names the in-app browsers as the page’s language does (copy review §3 row 4)', () => {
    const wechat = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50';
    const uc = 'Mozilla/5.0 (Linux; Android 12) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/99.0 Mobile Safari/537.36 UCBrowser/16.0';
    expect(describeUserAgent(wechat, marketingCopy('zh-TW').visitor.browserNames).browser).toBe('微信');
    expect(describeUserAgent(uc, marketingCopy('zh-TW').visitor.browserNames).browser).toBe('UC 瀏覽器');
    expect(describeUserAgent(uc, marketingCopy('zh-CN').visitor.browserNames).browser).toBe('UC 浏览器');
  });

  it('says nothing rather than guess for an unknown agent', () => {
    expect(describeUserAgent('curl/8.5.0', names)).toEqual({ os: null, browser: null });
  });
});

describe('clientPlatformOf: whose proxy clients to offer', () => {
  it('names the platform of phones and computers', () => {
    expect(clientPlatformOf('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36')).toBe('android');
    expect(clientPlatformOf('Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1')).toBe('ios');
    expect(clientPlatformOf('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36')).toBe('windows');
    expect(clientPlatformOf('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36')).toBe('linux');
  });

  it('tells an iPad asking for the desktop page (a Mac with a touch screen) from a Mac', () => {
    const desktopSafari = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';
    expect(clientPlatformOf(desktopSafari, 0)).toBe('macos');
    expect(clientPlatformOf(desktopSafari, 5)).toBe('ios');
  });

  it('offers Android’s clients on HarmonyOS and ChromeOS', () => {
    expect(clientPlatformOf('Mozilla/5.0 (Linux; Android 12; HarmonyOS; ELS-AN00) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/99.0 Mobile Safari/537.36')).toBe('android');
    expect(clientPlatformOf('Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36')).toBe('android');
  });

  it('says nothing for an unknown agent', () => {
    expect(clientPlatformOf('curl/8.5.0')).toBeNull();
  });
});

describe('inAppBrowserOf', () => {
  it('finds WeChat and QQ, whose pages cannot open other apps', () => {
    expect(inAppBrowserOf('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50')).toBe('wechat');
    expect(inAppBrowserOf('Mozilla/5.0 (Linux; Android 13; V2227A) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/109.0 Mobile Safari/537.36 V1_AND_SQ_9.0.0_4660_YYB_D QQ/9.0.0.14110 NetType/WIFI')).toBe('qq');
  });

  it('leaves QQ Browser (a browser of its own) and ordinary browsers alone', () => {
    expect(inAppBrowserOf('Mozilla/5.0 (Linux; U; Android 13; zh-cn) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/109.0 MQQBrowser/14.5 Mobile Safari/537.36')).toBeNull();
    expect(inAppBrowserOf('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36')).toBeNull();
  });
});
