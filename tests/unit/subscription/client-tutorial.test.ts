import { describe, expect, it } from 'vitest';
import { CHECK_STEP, TUTORIAL_PLATFORMS, initialPlatform, pasteKeysOf, pasteStepOf, tutorialFor } from '../../../src/lib/subscription/client-tutorial.ts';
import { clientSource, clientsFor, importLink } from '../../../src/lib/subscription/import-links.ts';
import { RECOMMENDED, recommendedOffer } from '../../../src/lib/subscription/one-tap-import.ts';

const SUB = 'https://sub.skyline.example/wl/v1/subscribe/42?hmac=Ab_9-x';
const NAME = 'Skyline Standard';

describe('tutorialFor', () => {
  it('covers iOS, Android, Windows, macOS, Linux and routers', () => {
    expect([...TUTORIAL_PLATFORMS].sort()).toEqual(['android', 'ios', 'linux', 'macos', 'router', 'windows']);
  });

  it.each(TUTORIAL_PLATFORMS)('%s: recommends an app that runs there, where to get it, and lists every other app of the platform once', (platform) => {
    const tutorial = tutorialFor(platform, SUB, NAME);
    expect(tutorial.recommended.id).toBe(RECOMMENDED[platform].id);
    expect(clientsFor(platform).map((client) => client.id)).toContain(tutorial.recommended.id);
    expect(tutorial.recommended.source.url).toMatch(/^https:\/\//);
    expect([tutorial.recommended, ...tutorial.others].map((offer) => offer.id).sort()).toEqual(clientsFor(platform).map((client) => client.id).sort());
    expect(CHECK_STEP[platform]).toBeTruthy();
  });

  it('iOS: Shadowrocket from the App Store, imported in one tap with the address in its link', () => {
    const { recommended } = tutorialFor('ios', SUB, NAME);
    expect(recommended).toMatchObject({ id: 'shadowrocket', app: 'Shadowrocket', source: { from: 'appStore' } });
    expect(recommended.link).toMatch(/^shadowrocket:\/\/add\/sub:\/\//);
  });

  it('Android: FlClash from its release page, with a clash:// link carrying the address', () => {
    const { recommended } = tutorialFor('android', SUB, NAME);
    expect(recommended).toMatchObject({ id: 'clash', app: 'FlClash', source: { from: 'releases', url: 'https://github.com/chen08209/FlClash/releases' } });
    expect(new URL(recommended.link ?? '').searchParams.get('url')).toBe(SUB);
  });

  it('Windows, macOS and Linux: Clash Verge Rev; v2rayN among the others, by copy', () => {
    for (const platform of ['windows', 'macos', 'linux'] as const) {
      const tutorial = tutorialFor(platform, SUB, NAME);
      expect(tutorial.recommended.app).toBe('Clash Verge Rev');
      expect(tutorial.others.find((offer) => offer.id === 'v2rayN')?.link).toBeNull();
    }
  });

  it('a router: OpenClash, pasted on the router’s admin page', () => {
    const tutorial = tutorialFor('router', SUB, NAME);
    expect(tutorial.recommended).toMatchObject({ id: 'openClash', link: null });
    expect(pasteStepOf('openClash')).toBe('router');
    expect(tutorial.others).toEqual([]);
  });

  it.each(TUTORIAL_PLATFORMS)('%s: the one-tap offer loaded up front is the catalogue’s own (same app, source and link)', (platform) => {
    const { id } = RECOMMENDED[platform];
    const source = clientSource(id, platform);
    expect(recommendedOffer(platform, SUB, NAME)).toEqual({ id, app: source?.app, source: { from: source?.from, url: source?.url, app: source?.app }, link: importLink(id, SUB, NAME) });
  });

  it('links the help centre\'s setup guide of the platform, and none where the help centre has none', () => {
    const articles = { ios: 4403000101, router: 4403000106 };
    expect(tutorialFor('ios', SUB, NAME, articles).article).toBe(4403000101);
    expect(tutorialFor('router', SUB, NAME, articles).article).toBe(4403000106);
    expect(tutorialFor('android', SUB, NAME, articles).article).toBeNull();
    for (const platform of TUTORIAL_PLATFORMS) expect(tutorialFor(platform, SUB, NAME).article).toBeNull();
  });
});

describe('the paste steps', () => {
  it('v2rayN from the clipboard, with the shortcut the keyboard shows; the rest from a URL', () => {
    expect(pasteStepOf('v2rayN')).toBe('clipboard');
    expect(pasteStepOf('hiddify')).toBe('url');
    expect(pasteKeysOf('windows')).toBe('Ctrl+V');
    expect(pasteKeysOf('macos')).toBe('⌘V');
  });
});

describe('initialPlatform', () => {
  it('keeps the platform chosen, else this device’s, else the first of the list', () => {
    expect(initialPlatform('router', 'windows')).toBe('router');
    expect(initialPlatform(null, 'windows')).toBe('windows');
    expect(initialPlatform(null, null)).toBe(TUTORIAL_PLATFORMS[0]);
  });
});
