/**
 * One-click import: the link each proxy client opens to add a subscription, built exactly
 * as that client reads it (shared/reference/features-2.md §1.1 and §1.6, with the client
 * source each rule comes from). The clients are data; the links come from one tested
 * function, never from string concatenation in a component. Only the *use* link (the
 * subscription address) goes in, never the manage link or the login (spec section 6).
 */
export type ClientPlatform = 'ios' | 'macos' | 'android' | 'windows' | 'linux';

export const IMPORT_CLIENTS = [
  // Clash Verge Rev takes the rest of the query after `url=` as the address: `url` goes last.
  { id: 'clash', name: 'Clash Verge Rev / FlClash / Clash Meta', platforms: ['windows', 'macos', 'linux', 'android'] },
  { id: 'stash', name: 'Stash', platforms: ['ios', 'macos'] },
  { id: 'shadowrocket', name: 'Shadowrocket', platforms: ['ios', 'macos'] },
  { id: 'quantumultX', name: 'Quantumult X', platforms: ['ios'] },
  { id: 'surge', name: 'Surge', platforms: ['ios', 'macos'] },
  { id: 'loon', name: 'Loon', platforms: ['ios'] },
  { id: 'singBox', name: 'sing-box', platforms: ['ios', 'macos', 'android'] },
  { id: 'hiddify', name: 'Hiddify', platforms: ['ios', 'macos', 'android', 'windows', 'linux'] },
  { id: 'v2rayNG', name: 'v2rayNG', platforms: ['android'] },
  { id: 'nekoBox', name: 'NekoBox', platforms: ['android'] },
  { id: 'karing', name: 'Karing', platforms: ['ios', 'macos', 'android', 'windows'] },
  // No URL scheme: "Import from clipboard" takes any https line as a subscription.
  { id: 'v2rayN', name: 'v2rayN', platforms: ['windows', 'linux', 'macos'] },
] as const satisfies readonly { id: string; name: string; platforms: readonly ClientPlatform[] }[];

export type ImportClientId = (typeof IMPORT_CLIENTS)[number]['id'];

const enc = encodeURIComponent;

/** UTF-8-safe base64url without padding (what V2Board and Xboard send Shadowrocket). */
function base64Url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * The link that imports `subscription` into a client under `name`, or null for a client
 * with no URL scheme (v2rayN: the address is copied instead).
 * @example importLink('clash', 'https://sub.example/s/1?hmac=ab', 'Skyline') // 'clash://install-config?name=Skyline&url=https%3A%2F%2Fsub.example%2Fs%2F1%3Fhmac%3Dab'
 */
export function importLink(client: ImportClientId, subscription: string, name: string): string | null {
  switch (client) {
    case 'clash':
      return `clash://install-config?name=${enc(name)}&url=${enc(subscription)}`;
    case 'stash':
      return `stash://install-config?url=${enc(subscription)}`;
    case 'shadowrocket':
      return `shadowrocket://add/sub://${base64Url(subscription)}?remark=${enc(name)}`;
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
      return null;
  }
}

/** The clients offered on a platform, in the list's order. */
export function clientsFor(platform: ClientPlatform): (typeof IMPORT_CLIENTS)[number][] {
  return IMPORT_CLIENTS.filter((client) => (client.platforms as readonly ClientPlatform[]).includes(platform));
}
