/**
 * The client tutorial (issue 10 item 4): for each platform, the app we recommend, where
 * to get it (rules/import-links `clientSource`: store or official release pages), one-tap
 * import, and how to check it works. The platforms and their order are data; the words
 * are the `subscriptionGuide` area's (fetched with the guide), and `subscription.*` for what
 * the section shows up front too (the one-tap button, where to get an app).
 *
 * Help articles are linked only when they exist: the page hands the tutorial the help
 * centre's setup guide per platform (lib/help/setup-articles.ts), and a platform without
 * one links to none.
 */
import { clientSource, clientsFor, importLink, type ClientPlatform, type ImportClientId } from './import-links.ts';
import { RECOMMENDED, recommendedOffer, type ClientOffer } from './one-tap-import.ts';
import type { DevicePlatform } from './client-platform.ts';

export type { ClientOffer };

/** The platforms the tutorial covers, in the order the chooser lists them. */
export const TUTORIAL_PLATFORMS = ['ios', 'android', 'windows', 'macos', 'linux', 'router'] as const satisfies readonly ClientPlatform[];

/** How to check a platform's recommended app is connected (`subscriptionGuide.check.*`). */
export const CHECK_STEP = {
  ios: 'ios',
  android: 'android',
  windows: 'desktop',
  macos: 'desktop',
  linux: 'desktop',
  router: 'router',
} as const satisfies Record<ClientPlatform, string>;

/**
 * How the address is added by hand (`subscription.paste.url` up front, `subscriptionGuide.paste.*`): most apps add a subscription
 * from a URL; v2rayN takes it from the clipboard (it has no link to open, features-2
 * §1.1); OpenClash is set up on the router's admin page.
 */
export function pasteStepOf(client: ImportClientId): 'url' | 'clipboard' | 'router' {
  if (client === 'v2rayN') return 'clipboard';
  if (client === 'openClash') return 'router';
  return 'url';
}

/** The paste shortcut, written as each system's keyboard shows it. */
export function pasteKeysOf(platform: ClientPlatform): string {
  return platform === 'macos' ? '⌘V' : 'Ctrl+V';
}

/** The system a router needs to run the recommended app. */
export const ROUTER_SYSTEM = 'OpenWrt';

/** Everything the tutorial shows for one platform. */
export interface Tutorial {
  platform: ClientPlatform;
  recommended: ClientOffer;
  /** The other clients of this platform, in the list's order. */
  others: ClientOffer[];
  /** The help centre's setup guide for this platform (its id under help/article/), or null. */
  article: number | null;
}

function offer(id: ImportClientId, platform: ClientPlatform, address: string, profileName: string): ClientOffer {
  const source = clientSource(id, platform);
  // Every client lists where it is got on each of its platforms (tests/unit/subscription/client-tutorial.test.ts).
  if (!source) throw new Error(`${id} has no source on ${platform}`);
  return { id, app: source.app, source, link: importLink(id, address, profileName) };
}

/**
 * The tutorial for one platform, with the import links built for this address.
 * @example tutorialFor('android', 'https://sub.example/s/1?hmac=ab', 'Skyline Standard').recommended.app // 'FlClash'
 */
export function tutorialFor(platform: ClientPlatform, address: string, profileName: string, articles: Partial<Record<ClientPlatform, number>> = {}): Tutorial {
  const recommended = RECOMMENDED[platform].id;
  return {
    platform,
    // The same offer as the section's one-tap button up front (tests/unit/subscription/client-tutorial.test.ts).
    recommended: recommendedOffer(platform, address, profileName),
    others: clientsFor(platform)
      .filter((client) => client.id !== recommended)
      .map((client) => offer(client.id, platform, address, profileName)),
    article: articles[platform] ?? null,
  };
}

/**
 * The platform the tutorial opens on: the one chosen on this page, else this device's,
 * else the first (a person with an unknown device picks theirs from the list).
 * @example initialPlatform(null, 'windows') // 'windows'
 */
export function initialPlatform(chosen: ClientPlatform | null, device: DevicePlatform | null): ClientPlatform {
  return chosen ?? device ?? TUTORIAL_PLATFORMS[0];
}
