/** The live chat a build offers, and that only the contact page's policy names its hosts (docs/decisions/0029). */
import { describe, expect, it } from 'vitest';
import { CRISP_SCRIPT_URL, resolveChatWidget } from '../../../hosting/chat-widget.ts';
import { pagePolicy } from '../../../hosting/page-csp.ts';
import { LOCALES } from '../../../src/lib/core/i18n/locales.ts';

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
  const html = '<html><head><script>run()</script></head></html>';
  const input = { providerOrigins: [PRODUCTION.origin], chat: resolveChatWidget({ PUBLIC_CHAT_SCRIPT_URL: CRISP_SCRIPT_URL, PUBLIC_CHAT_WEBSITE_ID: 'x' }, PRODUCTION) };

  it('names the vendor on help/contact-us only', () => {
    expect(pagePolicy(html, '/en-US/help/contact-us', input, LOCALES)).toMatch(/script-src 'self' https:\/\/client\.crisp\.chat https:\/\/settings\.crisp\.chat 'sha256-/);
    expect(pagePolicy(html, '/en-US/help', input, LOCALES)).not.toContain('crisp');
    expect(pagePolicy(html, '/en-US/order/pay', input, LOCALES)).not.toContain('crisp');
  });

  it('has no vendor when the build offers no chat', () => {
    expect(pagePolicy(html, '/zh-TW/help/contact-us', { ...input, chat: null }, LOCALES)).not.toContain('crisp');
  });
});
