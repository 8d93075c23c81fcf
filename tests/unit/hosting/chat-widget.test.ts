/** The live chat a build offers, and that only the contact page's policy names its hosts (docs/decisions/0029). */
import { describe, expect, it } from 'vitest';
import { CRISP_SCRIPT_URL, resolveChatWidget } from '../../../hosting/chat-widget.ts';
import { contentSecurityPolicy, headersFile } from '../../../hosting/hosting-files.ts';

const LOCAL = { origin: 'http://127.0.0.1:8787', deploy: 'local' } as const;
const PRODUCTION = { origin: 'https://api.skyline.example', deploy: 'production' } as const;

describe('resolveChatWidget', () => {
  it('a local build uses the sandbox double on the provider origin', () => {
    expect(resolveChatWidget({}, LOCAL)).toMatchObject({ scriptUrl: 'http://127.0.0.1:8787/chat-double/l.js', websiteId: 'sandbox', csp: { script: ['http://127.0.0.1:8787'] } });
  });

  it('a production build offers chat only when it names the script, over https', () => {
    expect(resolveChatWidget({}, PRODUCTION)).toBeNull();
    const crisp = resolveChatWidget({ PUBLIC_CHAT_SCRIPT_URL: CRISP_SCRIPT_URL, PUBLIC_CHAT_WEBSITE_ID: 'abc-123' }, PRODUCTION);
    expect(crisp?.websiteId).toBe('abc-123');
    expect(crisp?.csp.connect).toContain('wss://client.relay.crisp.chat');
    expect(() => resolveChatWidget({ PUBLIC_CHAT_SCRIPT_URL: 'http://chat.example/l.js' }, PRODUCTION)).toThrow(/https/);
  });
});

describe('the contact page policy', () => {
  const input = { scriptHashes: ["'sha256-a'"], styleHashes: [], providerOrigin: PRODUCTION.origin, chat: resolveChatWidget({ PUBLIC_CHAT_SCRIPT_URL: CRISP_SCRIPT_URL, PUBLIC_CHAT_WEBSITE_ID: 'x' }, PRODUCTION) };

  it('names the vendor on help/contact-us only', () => {
    const file = headersFile(input);
    const everyPage = /\/\*\n {2}Content-Security-Policy: ([^\n]+)/.exec(file)?.[1] ?? '';
    expect(everyPage).not.toContain('crisp');
    expect(file).toContain(`/en-US/help/contact-us\n  Content-Security-Policy: ${contentSecurityPolicy(input, { chat: input.chat })}`);
    expect(contentSecurityPolicy(input, { chat: input.chat })).toMatch(/script-src 'self' https:\/\/client\.crisp\.chat https:\/\/settings\.crisp\.chat 'sha256-a'/);
  });

  it('has no chat block when the build offers no chat', () => {
    expect(headersFile({ ...input, chat: null })).not.toContain('contact-us');
  });
});
