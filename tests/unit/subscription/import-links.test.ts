import { describe, expect, it } from 'vitest';
import { IMPORT_CLIENTS, clientSource, clientsFor, importLink } from '../../../src/lib/subscription/import-links.ts';
import { subscriptionAddress } from '../../../src/lib/subscription/one-tap-import.ts';

// An address with every character that has broken imports elsewhere: `&` (truncation),
// `+` and `%` (double decoding), and a name outside Latin-1 (btoa throws on it).
const SUB = 'https://sub.example.com/wl/v1/subscribe/42?hmac=a+b%2Fc&flag=x';
const NAME = '天際 Skyline';

/** What Android's Uri.getQueryParameter and Java's URLDecoder.decode each do: `+` is a space, then %xx. */
const androidDecode = (text: string) => decodeURIComponent(text.replace(/\+/g, ' '));

function base64UrlDecode(text: string): string {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

const link = (client: Parameters<typeof importLink>[0]) => importLink(client, SUB, NAME) ?? '';

describe('importLink: each client gets the address back exactly as it reads its link', () => {
  it('Clash Verge Rev (the rest of the query after url=) and FlClash (the url parameter) both read the whole address', () => {
    const built = link('clash');
    expect(built.startsWith('clash://install-config?name=')).toBe(true);
    expect(decodeURIComponent(built.slice(built.indexOf('url=') + 'url='.length))).toBe(SUB);
    expect(new URL(built).searchParams.get('url')).toBe(SUB);
    expect(new URL(built).searchParams.get('name')).toBe(NAME);
  });

  it('Stash, Surge and Loon take the encoded address in their parameter', () => {
    expect(new URL(link('stash')).searchParams.get('url')).toBe(SUB);
    expect(link('surge').startsWith('surge:///install-config?url=')).toBe(true);
    expect(new URL(link('surge')).searchParams.get('url')).toBe(SUB);
    expect(new URL(link('loon')).searchParams.get('nodelist')).toBe(SUB);
  });

  it('Shadowrocket gets UTF-8-safe base64url without padding, and the name as its remark', () => {
    const built = link('shadowrocket');
    const match = /^shadowrocket:\/\/add\/sub:\/\/([A-Za-z0-9_-]+)\?remark=(.*)$/.exec(built);
    expect(match).not.toBeNull();
    expect(base64UrlDecode(match?.[1] ?? '')).toBe(SUB);
    expect(decodeURIComponent(match?.[2] ?? '')).toBe(NAME);
  });

  it('Quantumult X adds a resource (keeping the others) from URL-encoded JSON, tagged with the name', () => {
    const built = link('quantumultX');
    expect(built.startsWith('quantumult-x:///add-resource?remote-resource=')).toBe(true);
    const resource = JSON.parse(new URL(built).searchParams.get('remote-resource') ?? '{}') as { server_remote: string[] };
    expect(resource.server_remote).toEqual([`${SUB}, tag=${NAME}`]);
  });

  it('sing-box takes the encoded address and the name in the fragment', () => {
    const url = new URL(link('singBox'));
    expect(link('singBox').startsWith('sing-box://import-remote-profile?url=')).toBe(true);
    expect(url.searchParams.get('url')).toBe(SUB);
    expect(decodeURIComponent(url.hash.slice(1))).toBe(NAME);
  });

  it('Hiddify reads the raw address after import/, and the name from the fragment', () => {
    const built = link('hiddify');
    expect(built.slice('hiddify://import/'.length, built.indexOf('#'))).toBe(SUB);
    expect(decodeURIComponent(built.slice(built.indexOf('#') + 1))).toBe(NAME);
  });

  it('v2rayNG decodes twice, and still ends with the address as it was', () => {
    const built = link('v2rayNG');
    expect(built.startsWith('v2rayng://install-sub?url=')).toBe(true);
    const raw = built.slice(built.indexOf('url=') + 'url='.length, built.indexOf('#'));
    expect(androidDecode(androidDecode(raw))).toBe(SUB);
  });

  it('NekoBox and Karing take url and name parameters in any order', () => {
    for (const client of ['nekoBox', 'karing'] as const) {
      const url = new URL(link(client));
      expect(url.searchParams.get('url')).toBe(SUB);
      expect(url.searchParams.get('name')).toBe(NAME);
    }
    expect(link('nekoBox').startsWith('sn://subscription?')).toBe(true);
    expect(link('karing').startsWith('karing://install-config?')).toBe(true);
  });

  it('v2rayN has no link to open: the address is copied instead', () => {
    expect(importLink('v2rayN', SUB, NAME)).toBeNull();
  });
});

describe('clientsFor', () => {
  it('offers each platform its own clients', () => {
    expect(clientsFor('ios').map((client) => client.id)).toEqual(['stash', 'shadowrocket', 'quantumultX', 'surge', 'loon', 'singBox', 'hiddify', 'karing']);
    expect(clientsFor('android').map((client) => client.id)).toContain('v2rayNG');
    expect(clientsFor('windows').map((client) => client.id)).toEqual(['clash', 'hiddify', 'karing', 'v2rayN']);
  });
});

describe('where each client is got', () => {
  it('every client names where to get it on each of its platforms, from an https page', () => {
    for (const client of IMPORT_CLIENTS) {
      for (const platform of client.platforms) {
        const source = clientSource(client.id, platform);
        expect(source, `${client.id} on ${platform}`).not.toBeNull();
        expect(new URL(source?.url ?? '').protocol).toBe('https:');
      }
    }
  });

  it('App Store links go to apps.apple.com; release pages to the project’s own releases', () => {
    for (const client of IMPORT_CLIENTS) {
      for (const platform of client.platforms) {
        const source = clientSource(client.id, platform);
        if (source?.from === 'appStore') expect(new URL(source.url).hostname).toBe('apps.apple.com');
        if (source?.from === 'releases') expect(source.url).toMatch(/^https:\/\/github\.com\/[\w.-]+\/[\w.-]+\/releases$/);
      }
    }
  });

  it('names the family member that runs on the platform', () => {
    expect(clientSource('clash', 'android')?.app).toBe('FlClash');
    expect(clientSource('clash', 'windows')?.app).toBe('Clash Verge Rev');
    expect(clientSource('shadowrocket', 'ios')).toEqual({ from: 'appStore', url: 'https://apps.apple.com/app/shadowrocket/id932747118', app: 'Shadowrocket' });
    expect(clientSource('shadowrocket', 'windows')).toBeNull();
  });

  it('a router gets OpenClash, by copy and paste', () => {
    expect(clientsFor('router').map((client) => client.id)).toEqual(['openClash']);
    expect(importLink('openClash', SUB, NAME)).toBeNull();
  });
});

describe('subscriptionAddress: what the provider sent is used only when it is an address to hand out', () => {
  const PROVIDER = 'https://api.skyline.example';

  it('takes the provider’s own subscription address as it came, untouched', () => {
    const address = `${PROVIDER}/wl/v1/subscribe/42?hmac=a+b%2Fc&flag=x`;
    expect(subscriptionAddress(address, [PROVIDER])).toBe(address);
    expect(subscriptionAddress('http://127.0.0.1:8787/wl/v1/subscribe/3?hmac=ab', ['http://127.0.0.1:8787'])).toBe('http://127.0.0.1:8787/wl/v1/subscribe/3?hmac=ab');
  });

  it('takes an address on any of the provider\'s listed domains (ADR 0052)', () => {
    const address = 'https://api2.skyline.example/wl/v1/subscribe/42?hmac=ab';
    expect(subscriptionAddress(address, [PROVIDER, 'https://api2.skyline.example'])).toBe(address);
    expect(subscriptionAddress(address, [PROVIDER])).toBeNull();
  });

  it('refuses another host, even over https, and another path of the provider', () => {
    expect(subscriptionAddress(SUB, [PROVIDER])).toBeNull();
    expect(subscriptionAddress('http://sub.example.com/wl/v1/subscribe/3?hmac=ab', [PROVIDER])).toBeNull();
    expect(subscriptionAddress(`${PROVIDER}/au/api/v1/au/info`, [PROVIDER])).toBeNull();
  });

  it('refuses what is not an address, another scheme, or a user name in front of the host', () => {
    expect(subscriptionAddress('', [PROVIDER])).toBeNull();
    expect(subscriptionAddress('not a url', [PROVIDER])).toBeNull();
    expect(subscriptionAddress('javascript:alert(1)', [PROVIDER])).toBeNull();
    expect(subscriptionAddress('clash://install-config?url=x', [PROVIDER])).toBeNull();
    expect(subscriptionAddress('https://sub.example.com@evil.example/s', [PROVIDER])).toBeNull();
  });
});
