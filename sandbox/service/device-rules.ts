/**
 * Devices in use and add-on packs (docs/decisions/0022): a device is in use when it
 * fetched the subscription in the last 24 hours by the sandbox clock; a pack counts
 * until it runs out.
 */
import { createHash } from 'node:crypto';

export const DEVICE_WINDOW_MS = 24 * 3600_000;

/**
 * The key one device is counted by: the device id a client sends, else its client
 * (User-Agent) and address together. Hashed, so neither is kept as such.
 * @example deviceKey({ deviceId: null, userAgent: 'clash-verge/v1.7', address: '10.0.0.2' }) // 'ua:…' (stable per pair)
 */
export function deviceKey(fetch: { deviceId: string | null; userAgent: string; address: string }): string {
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex').slice(0, 32);
  return fetch.deviceId ? `id:${digest(fetch.deviceId)}` : `ua:${digest(`${fetch.userAgent}\n${fetch.address}`)}`;
}

