/**
 * Which live-chat script help/contact-us may load when a person asks for it
 * (docs/decisions/0029), decided once per build like the provider (provider-origin.ts):
 * the same answer feeds the page (`PUBLIC_CHAT_SCRIPT_URL`, `PUBLIC_CHAT_WEBSITE_ID`) and
 * the contact pages' CSP, so the page can load exactly that script and nothing else.
 *
 * - Named: `PUBLIC_CHAT_SCRIPT_URL` (https) and `PUBLIC_CHAT_WEBSITE_ID`. The vendor is
 *   Crisp (`https://client.crisp.chat/l.js`): not on gfwlist, loadable on demand, and
 *   controllable without user data (features-2.md §7).
 * - A production build that names none offers no live chat (the ticket form and the
 *   callback stay): a widget without a website id would load and show nothing.
 * - A local build uses the sandbox's double of the vendor's script, on the provider's
 *   origin (sandbox/help/chat-double.ts).
 */
import type { ProviderChoice } from './provider-origin.ts';

export const CRISP_SCRIPT_URL = 'https://client.crisp.chat/l.js';
/** Where the sandbox serves its double of the vendor's script (sandbox/help/chat-double.ts). */
export const CHAT_DOUBLE_PATH = '/chat-double/l.js';

export interface ChatEnv {
  PUBLIC_CHAT_SCRIPT_URL?: string | undefined;
  PUBLIC_CHAT_WEBSITE_ID?: string | undefined;
}

export interface ChatWidget {
  scriptUrl: string;
  websiteId: string;
  /** What the contact pages' CSP adds, directive by directive. */
  csp: { script: string[]; connect: string[]; img: string[]; style: string[]; font: string[]; frame: string[] };
}

/**
 * Crisp's hosts (its loader, settings, the relay socket, images and fonts): what its
 * widget needs to run under a strict policy.
 */
const CRISP_CSP: ChatWidget['csp'] = {
  script: ['https://client.crisp.chat', 'https://settings.crisp.chat'],
  connect: ['https://client.crisp.chat', 'https://storage.crisp.chat', 'wss://client.relay.crisp.chat', 'wss://stream.relay.crisp.chat'],
  img: ['https://client.crisp.chat', 'https://image.crisp.chat', 'https://storage.crisp.chat'],
  style: ['https://client.crisp.chat'],
  font: ['https://client.crisp.chat'],
  frame: ['https://game.crisp.chat'],
};

/**
 * The build's live chat, or null when it offers none.
 * @example resolveChatWidget({}, { origin: 'http://127.0.0.1:8787', deploy: 'local', … }) // the sandbox double at http://127.0.0.1:8787/chat-double/l.js
 */
export function resolveChatWidget(env: ChatEnv, provider: Pick<ProviderChoice, 'origin' | 'deploy'>): ChatWidget | null {
  const named = env.PUBLIC_CHAT_SCRIPT_URL?.trim();
  const websiteId = env.PUBLIC_CHAT_WEBSITE_ID?.trim() ?? '';
  if (named) {
    const url = new URL(named);
    if (provider.deploy === 'production' && url.protocol !== 'https:') throw new Error(`PUBLIC_CHAT_SCRIPT_URL must be https in a production build, not ${url.origin}`);
    const csp = url.origin === new URL(CRISP_SCRIPT_URL).origin ? CRISP_CSP : { script: [url.origin], connect: [url.origin], img: [url.origin], style: [url.origin], font: [], frame: [] };
    return { scriptUrl: url.href, websiteId, csp };
  }
  if (provider.deploy === 'production') return null;
  const origin = provider.origin;
  return { scriptUrl: `${origin}${CHAT_DOUBLE_PATH}`, websiteId: websiteId || 'sandbox', csp: { script: [origin], connect: [], img: [], style: [], font: [], frame: [] } };
}

/**
 * The contact pages in every language, with and without the trailing slash.
 * @example chatPagePaths(['en-US']) // ['/en-US/help/contact-us', '/en-US/help/contact-us/']
 */
export function chatPagePaths(locales: readonly string[]): string[] {
  return locales.flatMap((locale) => [`/${locale}/help/contact-us`, `/${locale}/help/contact-us/`]);
}
