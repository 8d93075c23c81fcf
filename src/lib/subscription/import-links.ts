/**
 * One-click import: the link each proxy client opens to add a subscription, built exactly
 * as that client reads it (shared/reference/features-2.md §1.1 and §1.6, with the client
 * source each rule comes from). The clients are data; the links come from one tested
 * function, never from string concatenation in a component. Only the *use* link (the
 * subscription address) goes in, never the manage link or the login (spec section 6).
 */
import { CLASH_VERGE_SOURCE, FLCLASH_SOURCE, OPENCLASH_SOURCE, SHADOWROCKET_SOURCE, clashLink, shadowrocketLink } from './one-tap-import.ts';

export type ClientPlatform = 'ios' | 'macos' | 'android' | 'windows' | 'linux' | 'router';

/**
 * Where a client is got on a platform: its store page, its official site, or its official
 * release page (plain links; each is the project's own, never a mirror). `app` names the
 * member of a family that runs there (the `clash` family is FlClash on Android).
 */
export interface ClientSource {
  from: 'appStore' | 'site' | 'releases';
  url: string;
  app?: string;
}

const APP_STORE = {
  stash: 'https://apps.apple.com/app/stash/id1596063349',
  quantumultX: 'https://apps.apple.com/app/quantumult-x/id1443988620',
  surge: 'https://apps.apple.com/app/surge-5/id1442620678',
  loon: 'https://apps.apple.com/app/loon/id1373567447',
} as const;

// The recommended apps' sources (Clash Verge Rev, FlClash, Shadowrocket, OpenClash) and
// links are in lib/subscription/one-tap-import.ts, which the page loads up front; this list loads
// with the setup guide.
const SING_BOX: ClientSource = { from: 'site', url: 'https://sing-box.sagernet.org/clients/' };
const HIDDIFY: ClientSource = { from: 'releases', url: 'https://github.com/hiddify/hiddify-app/releases' };
const KARING: ClientSource = { from: 'site', url: 'https://karing.app/download' };
const V2RAYN: ClientSource = { from: 'releases', url: 'https://github.com/2dust/v2rayN/releases' };

export const IMPORT_CLIENTS = [
  // Clash Verge Rev takes the rest of the query after `url=` as the address: `url` goes last.
  {
    id: 'clash',
    name: 'Clash Verge Rev / FlClash / Clash Meta',
    platforms: ['windows', 'macos', 'linux', 'android'],
    get: { windows: CLASH_VERGE_SOURCE, macos: CLASH_VERGE_SOURCE, linux: CLASH_VERGE_SOURCE, android: FLCLASH_SOURCE },
  },
  { id: 'stash', name: 'Stash', platforms: ['ios', 'macos'], get: { ios: { from: 'appStore', url: APP_STORE.stash }, macos: { from: 'appStore', url: APP_STORE.stash } } },
  {
    id: 'shadowrocket',
    name: 'Shadowrocket',
    platforms: ['ios', 'macos'],
    // On a Mac, the iPhone app from the App Store (Apple silicon).
    get: { ios: SHADOWROCKET_SOURCE, macos: SHADOWROCKET_SOURCE },
  },
  { id: 'quantumultX', name: 'Quantumult X', platforms: ['ios'], get: { ios: { from: 'appStore', url: APP_STORE.quantumultX } } },
  { id: 'surge', name: 'Surge', platforms: ['ios', 'macos'], get: { ios: { from: 'appStore', url: APP_STORE.surge }, macos: { from: 'site', url: 'https://nssurge.com/' } } },
  { id: 'loon', name: 'Loon', platforms: ['ios'], get: { ios: { from: 'appStore', url: APP_STORE.loon } } },
  { id: 'singBox', name: 'sing-box', platforms: ['ios', 'macos', 'android'], get: { ios: SING_BOX, macos: SING_BOX, android: SING_BOX } },
  { id: 'hiddify', name: 'Hiddify', platforms: ['ios', 'macos', 'android', 'windows', 'linux'], get: { ios: { from: 'site', url: 'https://hiddify.com/' }, macos: HIDDIFY, android: HIDDIFY, windows: HIDDIFY, linux: HIDDIFY } },
  { id: 'v2rayNG', name: 'v2rayNG', platforms: ['android'], get: { android: { from: 'releases', url: 'https://github.com/2dust/v2rayNG/releases' } } },
  { id: 'nekoBox', name: 'NekoBox', platforms: ['android'], get: { android: { from: 'releases', url: 'https://github.com/MatsuriDayo/NekoBoxForAndroid/releases' } } },
  { id: 'karing', name: 'Karing', platforms: ['ios', 'macos', 'android', 'windows'], get: { ios: KARING, macos: KARING, android: KARING, windows: KARING } },
  // No URL scheme: "Import from clipboard" takes any https line as a subscription.
  { id: 'v2rayN', name: 'v2rayN', platforms: ['windows', 'linux', 'macos'], get: { windows: V2RAYN, linux: V2RAYN, macos: V2RAYN } },
  // OpenWrt routers: the address is pasted into OpenClash's subscription settings.
  { id: 'openClash', name: 'OpenClash', platforms: ['router'], get: { router: OPENCLASH_SOURCE } },
] as const satisfies readonly { id: string; name: string; platforms: readonly ClientPlatform[]; get: Partial<Record<ClientPlatform, ClientSource>> }[];

export type ImportClientId = (typeof IMPORT_CLIENTS)[number]['id'];

const enc = encodeURIComponent;

/**
 * The link that imports `subscription` into a client under `name`, or null for a client
 * with no URL scheme (v2rayN, OpenClash: the address is copied instead).
 * @example importLink('clash', 'https://sub.example/s/1?hmac=ab', 'Skyline') // 'clash://install-config?name=Skyline&url=https%3A%2F%2Fsub.example%2Fs%2F1%3Fhmac%3Dab'
 */
export function importLink(client: ImportClientId, subscription: string, name: string): string | null {
  switch (client) {
    case 'clash':
      return clashLink(subscription, name);
    case 'stash':
      return `stash://install-config?url=${enc(subscription)}`;
    case 'shadowrocket':
      return shadowrocketLink(subscription, name);
    case 'quantumultX':
      // add-resource keeps the person's other resources (update-configuration replaces them all).
      return `quantumult-x:///add-resource?remote-resource=${enc(JSON.stringify({ server_remote: [`${subscription}, tag=${name}`] }))}`;
    case 'surge':
      return `surge:///install-config?url=${enc(subscription)}`;
    case 'loon':
      return `loon://import?nodelist=${enc(subscription)}`;
    case 'singBox':
      return `sing-box://import-remote-profile?url=${enc(subscription)}#${enc(name)}`;
    case 'hiddify':
      // Hiddify reads the path after `import/` as the address itself: raw, not encoded.
      return `hiddify://import/${subscription}#${enc(name)}`;
    case 'v2rayNG':
      // v2rayNG decodes the parameter, then URL-decodes it once more (UrlSchemeActivity.kt):
      // encoded twice, a `+` or `%xx` in the address survives both.
      return `v2rayng://install-sub?url=${enc(enc(subscription))}#${enc(name)}`;
    case 'nekoBox':
      return `sn://subscription?url=${enc(subscription)}&name=${enc(name)}`;
    case 'karing':
      return `karing://install-config?url=${enc(subscription)}&name=${enc(name)}`;
    case 'v2rayN':
    case 'openClash':
      return null;
  }
}

/** The clients offered on a platform, in the list's order. */
export function clientsFor(platform: ClientPlatform): (typeof IMPORT_CLIENTS)[number][] {
  return IMPORT_CLIENTS.filter((client) => (client.platforms as readonly ClientPlatform[]).includes(platform));
}

export type ImportClient = (typeof IMPORT_CLIENTS)[number];

/** A client by its id. */
export function importClient(id: ImportClientId): ImportClient {
  const client = IMPORT_CLIENTS.find((entry) => entry.id === id);
  if (!client) throw new Error(`unknown client ${id}`);
  return client;
}

/**
 * Where to get a client on a platform, with the name of the app that runs there, or
 * null when the client does not run on it.
 * @example clientSource('clash', 'android') // { from: 'releases', url: 'https://github.com/chen08209/FlClash/releases', app: 'FlClash' }
 */
export function clientSource(id: ImportClientId, platform: ClientPlatform): (ClientSource & { app: string }) | null {
  const client = importClient(id);
  const sources: Partial<Record<ClientPlatform, ClientSource>> = client.get;
  const source = sources[platform];
  return source ? { ...source, app: source.app ?? client.name } : null;
}
