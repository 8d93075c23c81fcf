/**
 * What the subscription section needs up front (issue 10 item 3, ADR 0024): the provider's
 * address checked, and the one-tap import into the app recommended for each platform
 * (where to get it, and its link). Only the recommended apps are here; the other apps and
 * the tutorial live in lib/subscription/import-links.ts and lib/subscription/client-tutorial.ts, which load with
 * the setup guide and build on these, so each source and each link is written once.
 */
import type { ClientPlatform, ClientSource, ImportClientId } from './import-links.ts';

/**
 * The one name an imported profile gets, wherever it is imported from (the service page,
 * the paid view, the desktop panel): the brand, written the same in every language. The
 * paid view reads the bill, which does not name the product, and a person who imported
 * from two places should not find two names for one subscription (issue 23).
 */
export const IMPORTED_PROFILE_NAME = 'Skyline';

/** Where the recommended apps are got: the App Store page checked by id, or the project's own release page. */
export const SHADOWROCKET_SOURCE = { from: 'appStore', url: 'https://apps.apple.com/app/shadowrocket/id932747118', app: 'Shadowrocket' } as const satisfies ClientSource;
export const CLASH_VERGE_SOURCE = { from: 'releases', url: 'https://github.com/clash-verge-rev/clash-verge-rev/releases', app: 'Clash Verge Rev' } as const satisfies ClientSource;
export const FLCLASH_SOURCE = { from: 'releases', url: 'https://github.com/chen08209/FlClash/releases', app: 'FlClash' } as const satisfies ClientSource;
export const OPENCLASH_SOURCE = { from: 'releases', url: 'https://github.com/vernesong/OpenClash/releases', app: 'OpenClash' } as const satisfies ClientSource;

/**
 * The app we recommend on each platform: it reads the provider's formats, imports in one
 * tap (where the platform has a scheme at all), and is the one most tutorials in Chinese
 * already describe. Shadowrocket on iOS (the most common, reads every format); the Clash
 * family elsewhere (Clash Verge Rev on computers, FlClash on Android); OpenClash on an
 * OpenWrt router, where the address is pasted.
 */
export const RECOMMENDED = {
  ios: { id: 'shadowrocket', source: SHADOWROCKET_SOURCE },
  android: { id: 'clash', source: FLCLASH_SOURCE },
  windows: { id: 'clash', source: CLASH_VERGE_SOURCE },
  macos: { id: 'clash', source: CLASH_VERGE_SOURCE },
  linux: { id: 'clash', source: CLASH_VERGE_SOURCE },
  router: { id: 'openClash', source: OPENCLASH_SOURCE },
} as const satisfies Record<ClientPlatform, { id: ImportClientId; source: ClientSource & { app: string } }>;

/** One client on one platform, as the tutorial and the import buttons show it. */
export interface ClientOffer {
  id: ImportClientId;
  /** The app that runs on this platform (FlClash, not "Clash Verge Rev / FlClash"). */
  app: string;
  /** Where to get it here. */
  source: ClientSource;
  /** The link that imports the address in one tap, or null: copy and paste instead. */
  link: string | null;
}

const enc = encodeURIComponent;

/** UTF-8-safe base64url without padding (what V2Board and Xboard send Shadowrocket). */
function base64Url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * The Clash family's link. Clash Verge Rev takes the rest of the query after `url=` as
 * the address: `url` goes last.
 * @example clashLink('https://sub.example/s/1?hmac=ab', 'Skyline') // 'clash://install-config?name=Skyline&url=https%3A%2F%2Fsub.example%2Fs%2F1%3Fhmac%3Dab'
 */
export function clashLink(subscription: string, name: string): string {
  return `clash://install-config?name=${enc(name)}&url=${enc(subscription)}`;
}

/** Shadowrocket's link: the address in base64url, the profile's name as its remark. */
export function shadowrocketLink(subscription: string, name: string): string {
  return `shadowrocket://add/sub://${base64Url(subscription)}?remark=${enc(name)}`;
}

/**
 * The recommended app of a platform, with its link for this address (null for OpenClash:
 * the address is pasted on the router).
 * @example recommendedOffer('android', 'https://sub.example/s/1', 'Skyline').app // 'FlClash'
 */
export function recommendedOffer(platform: ClientPlatform, address: string, profileName: string): ClientOffer {
  const { id, source } = RECOMMENDED[platform];
  const link = id === 'clash' ? clashLink(address, profileName) : id === 'shadowrocket' ? shadowrocketLink(address, profileName) : null;
  return { id, app: source.app, source, link };
}

/**
 * The subscription address as the page may show, copy, encode and hand to clients, or
 * null when the provider's answer is not one (decisions: a URL from the provider is used
 * only when its scheme and host are what that purpose expects). Spec section 7 puts the
 * subscription call on the provider's own API (`GET /wl/v1/subscribe/{id}?hmac`), so that
 * origin and that path are what is expected; never with a user name or password in it.
 * @example subscriptionAddress('https://api.example/wl/v1/subscribe/7?hmac=ab', ['https://api.example']) // 'https://api.example/wl/v1/subscribe/7?hmac=ab'
 * @example subscriptionAddress('https://elsewhere.example/wl/v1/subscribe/7?hmac=ab', ['https://api.example']) // null
 * @example subscriptionAddress('javascript:alert(1)', ['https://api.example']) // null
 */
export function subscriptionAddress(address: string, providerOrigins: readonly string[]): string | null {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  if (url.username !== '' || url.password !== '' || address.length > 2000) return null;
  return providerOrigins.includes(url.origin) && url.pathname.startsWith(SUBSCRIBE_PATH_PREFIX) ? address : null;
}

const SUBSCRIBE_PATH_PREFIX = '/wl/v1/subscribe/';
