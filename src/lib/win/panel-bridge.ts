/**
 * The desktop panel's message bridge (docs/decisions/0034, features-2 §5.3): a desktop
 * client may tell the panel which it is and its version by a message instead of the
 * address. Only two senders are believed:
 * - the WebView2 host's own channel (`window.chrome.webview`), which only the host can
 *   post to, and whose host checks the document's `Source` before it posts;
 * - a script the client injected into this very page (`window.postMessage` from the
 *   page's own window, with the site's own origin).
 * Everything else (another frame, another window, another origin, any other shape) is
 * ignored without a word, and nothing is ever answered or sent back.
 */
import * as z from 'zod/mini';
import { ClientVersion } from './contract.ts';
import { DESKTOP_CLIENTS, type ClientReport } from './client-version.ts';

/** The one message the panel understands. */
export const BridgeMessage = z.object({
  type: z.literal('skyline:client'),
  client: z.enum(DESKTOP_CLIENTS),
  version: ClientVersion,
});

/** A message as it arrived: where from, and whether its sender is this page's own window (or the host's channel). */
export interface ArrivedMessage {
  origin: string;
  /** `event.source === window` for a window message; true for the WebView2 host channel. */
  fromThisWindow: boolean;
  data: unknown;
}

/**
 * The client's report in a message, or null for anything the panel must ignore.
 * @example acceptBridgeMessage({ origin: 'https://skyline.example', fromThisWindow: true, data: { type: 'skyline:client', client: 'windows', version: '2.8.1' } }, 'https://skyline.example') // { client: 'windows', version: '2.8.1' }
 * @example acceptBridgeMessage({ origin: 'https://evil.example', fromThisWindow: false, data: { type: 'skyline:client', client: 'windows', version: '2.8.1' } }, 'https://skyline.example') // null
 */
export function acceptBridgeMessage(message: ArrivedMessage, siteOrigin: string): ClientReport | null {
  if (message.origin !== siteOrigin || !message.fromThisWindow) return null;
  const parsed = BridgeMessage.safeParse(message.data);
  return parsed.success ? { client: parsed.data.client, version: parsed.data.version } : null;
}
